/**
 * The one React Router the shell and the remotes share at run time. Module Federation shares
 * this module, not `react-router`: a shared package cannot be tree-shaken, so sharing
 * react-router itself shipped all of it (about 61 KB gzip) to every visitor, while this module
 * carries only what the site uses. Pages import routing from here (lint enforces it), so the
 * shell's router and every remote's `<Link>` use the same router context.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
} from 'react-router';
export type { RouteObject } from 'react-router';

import { matchPath } from 'react-router';
import { remoteRoutes, type RemoteRoute } from '../contracts/remote-routes';

/**
 * The remote route that renders `pathname`, if any. One rule for the shell (which loads that
 * page early and on link intent) and the shell's web server (which preloads its files).
 */
export function remoteRouteAt(pathname: string): RemoteRoute | undefined {
  return remoteRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname));
}
