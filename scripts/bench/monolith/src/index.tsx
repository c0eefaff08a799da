import '@rcm/shared/styles/base.css';
import '@rcm/shared/styles/design-system.css';
import { localRuntimeConfig, setRuntimeConfig } from '@rcm/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { siteRoutes } from '@rcm/shell/site';
import { pageRoutes } from './pages';

/** The pages talk to the local backend, as the shell's runtime config would tell them to. */
setRuntimeConfig(localRuntimeConfig());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(siteRoutes(pageRoutes()))} />
  </StrictMode>,
);
