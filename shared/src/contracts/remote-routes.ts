import { paths } from '../paths';
import type { RemoteModule, RemoteName } from './remote-modules';

export interface RemoteRoute<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  module: RemoteModule<R>;
}

const route = <R extends RemoteName>(path: string, remote: R, module: RemoteModule<R>): RemoteRoute => ({ path, remote, module });

/**
 * The site's navigation contract: every path and the one remote module that renders it. The
 * shell routes with it in the browser; the shell's web server reads it to preload the first
 * page's remote files.
 */
export const remoteRoutes: readonly RemoteRoute[] = [
  route(paths.home, 'marketing', './Home'),
  route(paths.about, 'marketing', './About'),
  route(paths.services, 'marketing', './Services'),
  route(paths.contact, 'marketing', './Contact'),
  route(paths.privacy, 'marketing', './Privacy'),
  route(paths.terms, 'marketing', './Terms'),
  route(paths.insight(':slug'), 'marketing', './Insight'),
  route(paths.login, 'account', './Login'),
  route(paths.profile, 'account', './Profile'),
];

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether `pathname` is the route pattern `path`, matched as React Router matches the route
 * table (static segments exactly, `:param` any one segment, a trailing slash allowed), without
 * loading a router: the web server asks this on every page request.
 */
export function matchesRoutePath(path: string, pathname: string): boolean {
  const pattern = segments(path);
  const actual = segments(pathname);
  return pattern.length === actual.length && pattern.every((part, index) => (part.startsWith(':') ? actual[index] !== '' : part === actual[index]));
}

/** The remote route that renders `pathname`, if any. */
export function remoteRouteAt(pathname: string): RemoteRoute | undefined {
  return remoteRoutes.find((candidate) => matchesRoutePath(candidate.path, pathname));
}
