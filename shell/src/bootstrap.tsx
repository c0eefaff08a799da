import '@rcm/shared/styles/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { registerSiteRemotes } from './federation/remote-registry';
import { loadFirstPage, prefetchPagesOnIntent } from './federation/preload-remotes';
import { SiteUnavailable } from './errors/site-unavailable';

/**
 * How long the shell holds its first render for the first page's remote. Normally the remote's
 * files arrived with the shell's (they are preloaded by the HTML), so the page renders in the
 * same frame as the navbar; a slow or down remote must not keep the navbar and footer away.
 */
const FIRST_PAGE_WAIT_MS = 1000;

const atMost = (ms: number, work: Promise<void>) => Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    window.__RCM_RUNTIME_CONFIG__ = config;
    registerSiteRemotes(config);
  } catch (error) {
    console.error('[shell] cannot start without the runtime config', error);
    root.render(<SiteUnavailable />);
    return;
  }
  await atMost(FIRST_PAGE_WAIT_MS, loadFirstPage(window.location.pathname));
  // A transition lets React render the first page in slices, so the main thread stays
  // responsive to taps while it does (no single long task for the whole tree).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  prefetchPagesOnIntent();
}

void start();
