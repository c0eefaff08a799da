import type { RouteObject } from '@rcm/shared/routing';
import { ErrorScreen } from '../errors/error-screen';
import { Layout } from '../layout/layout';

/**
 * The site's frame around its pages: the layout, and the spec's error screen for unknown paths
 * and render failures (inside the layout, so the navbar and footer stay).
 */
export function siteRoutes(pageRoutes: RouteObject[]): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: (
        <Layout>
          <ErrorScreen />
        </Layout>
      ),
      children: [{ errorElement: <ErrorScreen />, children: pageRoutes }],
    },
  ];
}
