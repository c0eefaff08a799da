import { createBrowserRouter, RouterProvider } from 'react-router';
import { ErrorScreen } from '../errors/error-screen';
import { Layout } from '../layout/layout';
import { pageRoutes } from './route-table';

const router = createBrowserRouter([
  {
    element: <Layout />,
    // A render failure outside a remote's own boundary still keeps the navbar and footer.
    errorElement: (
      <Layout>
        <ErrorScreen />
      </Layout>
    ),
    children: [{ errorElement: <ErrorScreen />, children: pageRoutes }],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
