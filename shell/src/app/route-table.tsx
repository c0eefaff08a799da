import { remoteRoutes } from '@rcm/shared';
import type { RouteObject } from '@rcm/shared/routing';
import { createRemotePage } from '../federation/remote-page';
import { ErrorScreen } from '../errors/error-screen';

/** Unknown paths fall through to the spec's error screen. */
export const pageRoutes: RouteObject[] = [
  ...remoteRoutes.map(({ path, remote, module }) => {
    const Page = createRemotePage(remote, module);
    return { path, element: <Page /> };
  }),
  { path: '*', element: <ErrorScreen /> },
];
