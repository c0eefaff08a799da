import { createBrowserRouter, RouterProvider } from '@rcm/shared/routing';
import { pageRoutes } from './route-table';
import { siteRoutes } from './site-routes';

const router = createBrowserRouter(siteRoutes(pageRoutes));

export function App() {
  return <RouterProvider router={router} />;
}
