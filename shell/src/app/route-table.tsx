import { paths } from '@rcm/shared';
import type { RouteObject } from 'react-router';
import { RemotePage } from '../federation/remote-page';
import { ErrorScreen } from '../errors/error-screen';

/**
 * The site's navigation contract: every path and the one remote module that renders it.
 * Unknown paths fall through to the spec's error screen.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <RemotePage remote="marketing" module="./Home" /> },
  { path: paths.about, element: <RemotePage remote="marketing" module="./About" /> },
  { path: paths.services, element: <RemotePage remote="marketing" module="./Services" /> },
  { path: paths.contact, element: <RemotePage remote="marketing" module="./Contact" /> },
  { path: paths.privacy, element: <RemotePage remote="marketing" module="./Privacy" /> },
  { path: paths.terms, element: <RemotePage remote="marketing" module="./Terms" /> },
  { path: paths.insight(':slug'), element: <RemotePage remote="marketing" module="./Insight" /> },
  { path: paths.login, element: <RemotePage remote="account" module="./Login" /> },
  { path: paths.profile, element: <RemotePage remote="account" module="./Profile" /> },
  { path: '*', element: <ErrorScreen /> },
];
