import type { ServerRender } from '@rcm/shared';
import { createBrowserRouter, RouterProvider } from '@rcm/shared/routing';
import { useMemo } from 'react';
import { federationPageSource } from '../federation/federation-page-source';
import { PageSourceContext } from '../federation/page-source';
import { pageRoutes } from './route-table';
import { siteRoutes } from './site-routes';

const router = createBrowserRouter(siteRoutes(pageRoutes));

/** The site in the browser; `serverRender` says what the server's HTML holds (none on a static host). */
export function App({ serverRender }: { serverRender?: ServerRender }) {
  const pageSource = useMemo(() => federationPageSource(serverRender), [serverRender]);
  return (
    <PageSourceContext value={pageSource}>
      <RouterProvider router={router} />
    </PageSourceContext>
  );
}
