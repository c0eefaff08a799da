import { paths } from '../routes';
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
