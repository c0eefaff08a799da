import type { RouteObject } from 'react-router';
import { remotePage } from '../federation/remote-page';
import { ErrorScreen } from '../errors/error-screen';
import { remoteRoutes } from './remote-routes';

/** Unknown paths fall through to the spec's error screen. */
export const pageRoutes: RouteObject[] = [
  ...remoteRoutes.map(({ path, remote, module }) => {
    const Page = remotePage(remote, module);
    return { path, element: <Page /> };
  }),
  { path: '*', element: <ErrorScreen /> },
];
