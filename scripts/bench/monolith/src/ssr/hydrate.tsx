import '@rcm/shared/styles/base.css';
import '@rcm/shared/styles/design-system.css';
import { localRuntimeConfig, remoteRouteAt, setRuntimeConfig } from '@rcm/shared';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { siteRoutes } from '@rcm/shell/site';
import { importPage, pageRoutes } from '../pages';

/** The pages talk to the local backend, as the shell's runtime config would tell them to. */
setRuntimeConfig(localRuntimeConfig());

/**
 * The server-rendered monolith in the browser: the page the server rendered is loaded first (its
 * chunk is already on its way: the server linked it), so hydration finds the same tree.
 */
async function hydrate(): Promise<void> {
  const route = remoteRouteAt(window.location.pathname);
  const loaded = route && { route, page: await importPage(route) };
  const router = createBrowserRouter(siteRoutes(pageRoutes(loaded)));
  // As the shell does: hydration in a transition yields to the browser every few milliseconds,
  // so the anchor pays no more long tasks than the site would for the same work.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

void hydrate();
