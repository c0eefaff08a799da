import { localRuntimeConfig, remoteRouteAt, setRuntimeConfig } from '@rcm/shared';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { siteRoutes } from '@rcm/shell/site';
import { importPage, pageChunkName, pageRoutes } from '../pages';

/** The same runtime config the browser side sets, so both render the same tree. */
setRuntimeConfig(localRuntimeConfig());

export interface RenderedPage {
  status: number;
  /** The body of the root element. */
  html: string;
  /** The page's chunk (`pageChunkName`), whose files the document links. */
  chunk?: string;
}

/**
 * One page of the server-rendered monolith (the Node build's entry, called by
 * scripts/bench/monolith-ssr-server.mjs): its module is loaded first, so the render is one
 * synchronous pass with the page in it, as the browser then hydrates it.
 */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const route = remoteRouteAt(pathname);
  const loaded = route && { route, page: await importPage(route) };
  const handler = createStaticHandler(siteRoutes(pageRoutes(loaded)));
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  // The routes have no loaders, so the handler never answers with a redirect of its own.
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status} from the static handler`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { status: context.statusCode, html, ...(route ? { chunk: pageChunkName(route) } : {}) };
}
