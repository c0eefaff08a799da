import '@rcm/shared/styles/base.css';
import '@rcm/shared/styles/design-system.css';
import { localRuntimeConfig, pageFolderOf, remoteRoutes, setRuntimeConfig, type RemotePageModule, type RemoteRoute } from '@rcm/shared';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ErrorScreen, PageLoading, siteRoutes } from '@rcm/shell/site';

/** The pages talk to the local backend, as the shell's runtime config would tell them to. */
setRuntimeConfig(localRuntimeConfig());

/**
 * Each exposed module, compiled in from where its remote keeps it (`./Name` is
 * `src/pages/<name>/index.ts`; webpack.config.cjs names each remote's `src/pages/`): what the
 * remotes would be without federation.
 */
function importPage({ remote, module }: RemoteRoute): Promise<RemotePageModule> {
  const page = pageFolderOf(module);
  switch (remote) {
    case 'marketing':
      return import(`marketing-pages/${page}/index.ts`);
    case 'account':
      return import(`account-pages/${page}/index.ts`);
    case 'staff':
      return import(`staff-pages/${page}/index.ts`);
  }
}

const pageRoutes: RouteObject[] = [
  ...remoteRoutes.map((route) => {
    const Page = lazy(() => importPage(route));
    return {
      path: route.path,
      element: (
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      ),
    };
  }),
  { path: '*', element: <ErrorScreen /> },
];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(siteRoutes(pageRoutes))} />
  </StrictMode>,
);
