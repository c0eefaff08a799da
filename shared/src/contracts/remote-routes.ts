import { newsletterPaths, paths, staffPaths } from '../paths';
import type { RemoteModule, RemoteName } from './remote-modules';

export interface RemoteRoute<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  module: RemoteModule<R>;
  /** Listed in the sitemap; false for pages that show a visitor's own data. */
  public: boolean;
  /**
   * Where the page is rendered on a first visit: in the shell's server's HTML (pages that are
   * the same for every visitor), or in the browser inside the server's layout (pages that
   * depend on the visitor's session).
   */
  render: 'server' | 'browser';
}

interface RouteOptions {
  public?: boolean;
  render?: RemoteRoute['render'];
}

const route = <R extends RemoteName>(path: string, remote: R, module: RemoteModule<R>, options: RouteOptions = {}): RemoteRoute => ({
  path,
  remote,
  module,
  public: options.public ?? true,
  render: options.render ?? 'server',
});

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
  route(paths.insights, 'marketing', './Insights'),
  route(paths.insight(':slug'), 'marketing', './Insight'),
  // They act on the token in their address: rendered in the browser, and in no sitemap.
  route(newsletterPaths.confirm, 'marketing', './NewsletterConfirm', { public: false, render: 'browser' }),
  route(newsletterPaths.unsubscribe, 'marketing', './NewsletterUnsubscribe', { public: false, render: 'browser' }),
  route(paths.login, 'account', './Login', { render: 'browser' }),
  route(paths.profile, 'account', './Profile', { public: false, render: 'browser' }),
  route(paths.profileSettings, 'account', './ProfileSettings', { public: false, render: 'browser' }),
  route(paths.invoice(':number'), 'account', './Invoice', { public: false, render: 'browser' }),
  // Reached from the login page or a mailed link: no place in the sitemap.
  route(paths.passwordRecovery, 'account', './Recovery', { public: false, render: 'browser' }),
  route(paths.resetPassword, 'account', './ResetPassword', { public: false, render: 'browser' }),
  route(paths.verifyEmail, 'account', './VerifyEmail', { public: false, render: 'browser' }),
  route(staffPaths.inbox, 'staff', './Inbox', { public: false, render: 'browser' }),
  route(staffPaths.enquiry(':id'), 'staff', './Enquiry', { public: false, render: 'browser' }),
  route(staffPaths.subscribers, 'staff', './Subscribers', { public: false, render: 'browser' }),
  route(staffPaths.subscriptions, 'staff', './Subscriptions', { public: false, render: 'browser' }),
  route(staffPaths.audit, 'staff', './Audit', { public: false, render: 'browser' }),
  route(staffPaths.releases, 'staff', './Releases', { public: false, render: 'browser' }),
];

const segments = (path: string) => path.split('/').filter(Boolean);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `pathname` is the route pattern `path`, matched as React Router matches the route
 * table (static segments exactly, `:param` any one segment, a trailing slash allowed), without
 * loading a router: the web server asks this on every page request.
 */
export function matchesRoutePath(path: string, pathname: string): boolean {
  const pattern = segments(path);
  const actual = segments(pathname);
  return (
    pattern.length === actual.length &&
    pattern.every((part, index) => (part.startsWith(':') ? actual[index] !== '' : part === actual[index]))
  );
}

/** The remote route that renders `pathname`, if any. */
export function remoteRouteAt(pathname: string): RemoteRoute | undefined {
  return remoteRoutes.find((candidate) => matchesRoutePath(candidate.path, pathname));
}

/** The parameters `pathname` gives the route pattern `path` (which it matches), e.g. `{ slug }`. */
export function routeParamsOf(path: string, pathname: string): Record<string, string> {
  const actual = segments(pathname);
  return Object.fromEntries(
    segments(path).flatMap((part, index) => (part.startsWith(':') ? [[part.slice(1), decodeSegment(actual[index] ?? '')]] : [])),
  );
}

/** The path of a route pattern with its parameters filled in. */
export function pathWithParams(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}
