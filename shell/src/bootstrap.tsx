import '@rcm/shared/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { registerSiteRemotes } from './federation/remote-registry';
import { preloadRemoteFor } from './federation/preload-remotes';
import { SiteUnavailable } from './errors/site-unavailable';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    window.__RCM_RUNTIME_CONFIG__ = config;
    registerSiteRemotes(config);
    preloadRemoteFor(window.location.pathname);
  } catch (error) {
    console.error('[shell] cannot start without the runtime config', error);
    root.render(<SiteUnavailable />);
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
