import '@rcm/shared/styles/base.css';
import { setRuntimeConfig } from '@rcm/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { SiteUnavailable } from './errors/site-unavailable';
import { startFirstPageLoad, waitBrieflyForFirstPage } from './federation/first-page';
import { loadPagesOnLinkIntent, prefetchOtherRemotesWhenIdle } from './federation/prefetch';
import { registerSiteRemotes } from './federation/remote-registry';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    setRuntimeConfig(await loadRuntimeConfig());
    registerSiteRemotes();
  } catch (error) {
    console.error('[shell] cannot start without the runtime config', error);
    root.render(<SiteUnavailable />);
    return;
  }
  const firstPage = startFirstPageLoad(window.location.pathname);
  await waitBrieflyForFirstPage(firstPage);
  // A transition lets React render the first page in slices, so the main thread stays
  // responsive to taps while it does (no single long task for the whole tree).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  loadPagesOnLinkIntent();
  void firstPage.settled.then(() => prefetchOtherRemotesWhenIdle(firstPage.remote));
}

void start();
