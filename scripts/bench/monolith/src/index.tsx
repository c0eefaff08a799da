import '@rcm/shared/styles/base.css';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { remoteRoutes } from '../../../../shell/src/app/remote-routes';
import { siteRoutes } from '../../../../shell/src/app/site-routes';
import { ErrorScreen } from '../../../../shell/src/errors/error-screen';
import { PageLoading } from '../../../../shell/src/federation/page-loading';

type PageModule = { default: ComponentType };

/** Each exposed module, imported directly: what the remotes would be without federation. */
const pageImports: Record<string, () => Promise<PageModule>> = {
  'marketing:./Home': () => import('../../../../marketing-remote/src/pages/home'),
  'marketing:./About': () => import('../../../../marketing-remote/src/pages/about'),
  'marketing:./Services': () => import('../../../../marketing-remote/src/pages/services'),
  'marketing:./Contact': () => import('../../../../marketing-remote/src/pages/contact'),
  'marketing:./Privacy': () => import('../../../../marketing-remote/src/pages/privacy'),
  'marketing:./Terms': () => import('../../../../marketing-remote/src/pages/terms'),
  'marketing:./Insight': () => import('../../../../marketing-remote/src/pages/insight'),
  'account:./Login': () => import('../../../../account-remote/src/pages/login'),
  'account:./Profile': () => import('../../../../account-remote/src/pages/profile'),
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
