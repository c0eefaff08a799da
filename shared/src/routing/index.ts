/**
 * The one React Router the shell and the remotes share at run time. Module Federation shares
 * this module, not `react-router`: a shared package cannot be tree-shaken, so sharing
 * react-router itself would ship all of it to every visitor, while this module carries only
 * what the site uses. Pages import routing from here (lint enforces it), so the shell's router
 * and every remote's `<Link>` use the same router context.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
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
