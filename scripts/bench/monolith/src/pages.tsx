import { pageFolderOf, remoteRoutes, type RemotePageModule, type RemoteRoute } from '@rcm/shared';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { ErrorScreen, PageLoading } from '@rcm/shell/site';

/**
 * Each exposed module, compiled in from where its remote keeps it (`./Name` is
 * `src/pages/<name>/index.ts`; webpack.config.cjs names each remote's `src/pages/`): what the
 * remotes would be without federation. Each page is a chunk named `<remote>-<name>-index-ts`
 * (`pageChunkName`), so the server-rendered monolith can link the files of the page it sends.
 */
export function importPage({ remote, module }: RemoteRoute): Promise<RemotePageModule> {
  const page = pageFolderOf(module);
  switch (remote) {
    case 'marketing':
      return import(/* webpackChunkName: "marketing-[request]" */ `marketing-pages/${page}/index.ts`);
    case 'account':
      return import(/* webpackChunkName: "account-[request]" */ `account-pages/${page}/index.ts`);
    case 'staff':
      return import(/* webpackChunkName: "staff-[request]" */ `staff-pages/${page}/index.ts`);
  }
}

/** The chunk webpack names for a page's module (the `webpackChunkName` comments above). */
export const pageChunkName = ({ remote, module }: RemoteRoute) => `${remote}-${pageFolderOf(module)}-index-ts`;

/**
 * One route per page: a page whose module is already here (the one the server rendered, loaded
 * before hydrating) renders at once, as on the server; any other loads when first visited.
 */
export function pageRoutes(loaded?: { route: RemoteRoute; page: RemotePageModule }): RouteObject[] {
  return [
    ...remoteRoutes.map((route) => {
      const Page = loaded?.route === route ? loaded.page.default : lazy(() => importPage(route));
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
}
