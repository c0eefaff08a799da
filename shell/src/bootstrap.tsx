import '@rcm/shared/styles/base.css';
import '@rcm/shared/styles/design-system.css';
import { remoteRouteAt, setRuntimeConfig, type ServerRender } from '@rcm/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { readServerRender } from './config/read-server-render';
import { SiteUnavailable } from './errors/site-unavailable';
import { startFirstPageLoad, waitBrieflyForFirstPage } from './federation/first-page';
import { loadPage } from './federation/loaded-pages';
import { loadPagesOnLinkIntent, prefetchOtherRemotesWhenIdle } from './federation/prefetch';
import { registerSiteRemotes } from './federation/remote-registry';
import { reportFailure, startRum } from './rum/rum';

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    registerSiteRemotes();
    startRum(config);
  } catch (error) {
    console.error('[shell] cannot start without the runtime config', error);
    createRoot(container).render(<SiteUnavailable />);
    return;
  }
  const firstPage = startFirstPageLoad(window.location.pathname);
  // The server's HTML holds at least the layout, unless it could not render even that.
  const serverRender = container.hasChildNodes() ? readServerRender() : undefined;
  if (serverRender) await hydrate(container, serverRender);
  else await render(container, firstPage);
  loadPagesOnLinkIntent();
  void firstPage.settled.then(() => prefetchOtherRemotesWhenIdle(firstPage.remote));
}

const app = (serverRender?: ServerRender) => (
  <StrictMode>
    <App serverRender={serverRender} />
  </StrictMode>
);

/**
 * The server's HTML is taken over as it is. A page the server rendered must be here first (from
 * the release the inlined config names, the one the server used), so hydration finds the same
 * page; if it cannot be had, the browser renders the site itself instead of hydrating a page it
 * does not have.
 */
async function hydrate(container: HTMLElement, serverRender: ServerRender): Promise<void> {
  const page = serverRender.page && remoteRouteAt(window.location.pathname);
  if (page) {
    try {
      await loadPage(page.remote, page.module);
    } catch (error) {
      console.error('[shell] the page the server rendered cannot be loaded; rendering in the browser', error);
      createRoot(container).render(app());
      return;
    }
  }
  // As a transition, hydration yields to the browser every few milliseconds: the page the
  // visitor already sees stays responsive while React takes it over (no long task).
  startTransition(() => {
    hydrateRoot(container, app(serverRender), {
      // React's own answer (the error reported to the page) and a measurement of it.
      onRecoverableError: (error) => {
        reportFailure('hydration');
        reportError(error);
      },
    });
  });
}

/** Without server HTML (a static host), the first page is awaited briefly so it appears with the layout. */
async function render(container: HTMLElement, firstPage: ReturnType<typeof startFirstPageLoad>): Promise<void> {
  await waitBrieflyForFirstPage(firstPage);
  const root = createRoot(container);
  // A transition lets React render the first page in slices, so the main thread stays
  // responsive to taps while it does (no single long task for the whole tree).
  startTransition(() => root.render(app()));
}

void start();
