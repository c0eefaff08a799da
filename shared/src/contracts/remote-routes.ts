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
  /**
   * Whether the page's HTML is the same for everyone who asks for its path, so the web server's
   * page cache and shared caches may keep it. False for a page that depends on more than its
   * path: the visitor's own data (profile, invoice, the staff console) or a mailed link's secret
   * in its query (reset, verification). The web server renders such a page from its whole
   * address for its request alone, sends it `private, no-store`, and never keeps it.
   */
  sameForEveryone: boolean;
  /**
   * The page shows the signed-in visitor's own account: the web server reads it from the backend
   * with the visitor's session cookie (that cookie alone) and renders the page with it, or as
   * signed out without a session. Such a page is never the same for everyone.
   */
  readsSession: boolean;
}

interface RouteOptions {
  public?: boolean;
  render?: RemoteRoute['render'];
  sameForEveryone?: boolean;
  readsSession?: boolean;
}

/**
 * A page of the visitor's own data, which only the browser has (the session is the browser's):
 * the server sends the layout with the page's place, the browser fills it. Never kept, though
 * that HTML names no one, so no cache can ever hand one visitor's page to another.
 */
const ownDataPage: RouteOptions = { public: false, render: 'browser', sameForEveryone: false };
/**
 * A page of the visitor's own account, rendered on the server from what the backend answers to
 * the visitor's session cookie (the name, the address, the package and score the page shows).
 * Rendered for that request alone and sent `private, no-store`: never kept, so never another's.
 */
const ownAccountPage: RouteOptions = { public: false, sameForEveryone: false, readsSession: true };
/**
 * A page of the staff console: rendered on the server as the console's frame, loading (the
 * visitor is not known there), from its whole address (the filters); never kept.
 */
const staffPage: RouteOptions = { public: false, sameForEveryone: false };

const route = <R extends RemoteName>(path: string, remote: R, module: RemoteModule<R>, options: RouteOptions = {}): RemoteRoute => ({
  path,
  remote,
  module,
  public: options.public ?? true,
  render: options.render ?? 'server',
  sameForEveryone: options.sameForEveryone ?? true,
  readsSession: options.readsSession ?? false,
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
  // The signed-out form, the same for everyone (a signed-in visitor's browser then moves on).
  route(paths.login, 'account', './Login'),
  route(paths.profile, 'account', './Profile', ownAccountPage),
  route(paths.profileSettings, 'account', './ProfileSettings', ownAccountPage),
  route(paths.invoice(':number'), 'account', './Invoice', ownDataPage),
  // Reached from the login page or a mailed link: no place in the sitemap. The mailed links'
  // pages are rendered from their query (the link's state), for that request alone.
  route(paths.passwordRecovery, 'account', './Recovery', { public: false }),
  route(paths.resetPassword, 'account', './ResetPassword', { public: false, sameForEveryone: false }),
  route(paths.verifyEmail, 'account', './VerifyEmail', { public: false, sameForEveryone: false }),
  route(staffPaths.inbox, 'staff', './Inbox', staffPage),
  route(staffPaths.enquiry(':id'), 'staff', './Enquiry', staffPage),
  route(staffPaths.subscribers, 'staff', './Subscribers', staffPage),
  route(staffPaths.subscriptions, 'staff', './Subscriptions', staffPage),
  route(staffPaths.audit, 'staff', './Audit', staffPage),
  route(staffPaths.releases, 'staff', './Releases', staffPage),
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
