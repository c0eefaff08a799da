// Why: the shell's server renders the same routes and layout the browser hydrates, around the page it loaded.
import type { RemoteName, RenderShell } from '@rcm/shared';
import { ContactPostContext, ServerVisitorContext } from '@rcm/shared/hooks';
// The static router is for the server only; the browser bundle never imports this file.
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageRoutes } from '../app/page-routes';
import { siteRoutes } from '../app/site-routes';
import { PageSourceContext, type PageSource } from '../federation/page-source';
import { PreviewContext } from '../layout/preview-banner/preview-banner';

const handler = createStaticHandler(siteRoutes(pageRoutes));

/** The site's element tree for one request, for the server to stream, and its status. */
export const renderShell: RenderShell = async ({ url, page, contactPost, preview, visitor }) => {
  const context = await handler.query(new Request(url));
  // The routes have no loaders, so the handler never answers with a redirect of its own.
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status} from the static handler`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const isPage = (remote: RemoteName, module: string) => page?.remote === remote && page.module === module;
  const source: PageSource = {
    loadedPage: (remote, module) => (isPage(remote, module) ? page?.loaded : undefined),
    loadPage: () => Promise.reject(new Error('The server renders only the page it loaded before rendering')),
    forgetPage: () => undefined,
    serverRendered: isPage,
  };
  return {
    status: context.statusCode,
    element: (
      <PageSourceContext value={source}>
        <ContactPostContext value={contactPost}>
          <ServerVisitorContext value={visitor}>
            <PreviewContext value={preview}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </PreviewContext>
          </ServerVisitorContext>
        </ContactPostContext>
      </PageSourceContext>
    ),
  };
};
