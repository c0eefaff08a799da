import { remoteRoutes } from '@rcm/shared';
import type { RouteObject } from '@rcm/shared/routing';
import { createRemotePage } from '../federation/remote-page';

/**
 * One route per remote page. A path none of them matches is the router's 404, which the
 * layout's error element shows as the spec's error screen (and the server answers with 404).
 */
export const pageRoutes: RouteObject[] = remoteRoutes.map(({ path, remote, module }) => {
  const Page = createRemotePage(remote, module);
  return { path, element: <Page /> };
});
