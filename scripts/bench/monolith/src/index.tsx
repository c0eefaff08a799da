import '@rcm/shared/styles/base.css';
import { remoteRoutes, type RemotePageModule } from '@rcm/shared';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { siteRoutes } from '../../../../shell/src/app/site-routes';
import { ErrorScreen } from '../../../../shell/src/errors/error-screen';
import { PageLoading } from '../../../../shell/src/federation/page-loading';
import { exposedModules as marketingPages } from '../../../../marketing-remote/src/exposed-modules';
import { exposedModules as accountPages } from '../../../../account-remote/src/exposed-modules';

/** Each exposed module, imported directly: what the remotes would be without federation. */
const pageImports: Record<string, () => Promise<RemotePageModule>> = {
  ...Object.fromEntries(Object.entries(marketingPages).map(([module, load]) => [`marketing:${module}`, load])),
  ...Object.fromEntries(Object.entries(accountPages).map(([module, load]) => [`account:${module}`, load])),
};

const pageRoutes: RouteObject[] = [
  ...remoteRoutes.map(({ path, remote, module }) => {
    const load = pageImports[`${remote}:${module}`];
    if (!load) throw new Error(`The monolith bench build has no import for ${remote} ${module}`);
    const Page = lazy(load);
    return {
      path,
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
