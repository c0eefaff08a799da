import { getRuntimeConfig, type ServerRender } from '@rcm/shared';
import { ContactPostContext, ServerVisitorContext } from '@rcm/shared/hooks';
import { RouterProvider } from '@rcm/shared/routing';
import { useEffect, useMemo } from 'react';
import { federationPageSource } from '../federation/federation-page-source';
import { PageSourceContext } from '../federation/page-source';
import { PreviewContext } from '../layout/preview-banner/preview-banner';
import { pageRoutes } from './page-routes';
import { createSiteRouter } from './site-router';
import { siteRoutes } from './site-routes';

const router = createSiteRouter(siteRoutes(pageRoutes));

/**
 * Set on `<html>` once the app has taken over the page: until then the server's HTML shows but
 * its links and forms are plain HTML (tests and monitoring wait for it before interacting).
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** The site in the browser; `serverRender` says what the server's HTML holds (none on a static host). */
export function App({ serverRender }: { serverRender?: ServerRender }) {
  const pageSource = useMemo(() => federationPageSource(serverRender), [serverRender]);
  useEffect(() => document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, ''), []);
  return (
    <PageSourceContext value={pageSource}>
      <ContactPostContext value={serverRender?.contactPost}>
        <ServerVisitorContext value={serverRender?.visitor}>
          <PreviewContext value={getRuntimeConfig().preview}>
            <RouterProvider router={router} />
          </PreviewContext>
        </ServerVisitorContext>
      </ContactPostContext>
    </PageSourceContext>
  );
}
