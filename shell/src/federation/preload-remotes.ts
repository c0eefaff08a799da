import { preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteContainerNames, remoteModules, type RemoteName } from '@rcm/shared';
import { matchPath } from 'react-router';
import { remoteRoutes } from '../app/remote-routes';

const stripDotSlash = (module: string) => module.replace(/^\.\//, '');

/**
 * Starts downloading the first page's remote (manifest, entry and the page's chunk, in
 * parallel) before React renders. Failures are left to the page's own boundary.
 */
export function preloadRemoteFor(pathname: string): void {
  const current = remoteRoutes.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  if (!current) return;
  void preloadRemote([
    { nameOrAlias: remoteContainerNames[current.remote], exposes: [stripDotSlash(current.module)], resourceCategory: 'sync' },
  ]).catch(() => undefined);
}

let prefetchScheduled = false;

/**
 * Once the first page has rendered, and the browser has nothing better to do, fetches the
 * other remotes' entries so the next navigation does not wait for them.
 */
export function prefetchOtherRemotesWhenIdle(loaded: RemoteName): void {
  if (prefetchScheduled) return;
  prefetchScheduled = true;
  const others = (Object.keys(remoteModules) as RemoteName[]).filter((remote) => remote !== loaded);
  const prefetch = () => {
    for (const remote of others) {
      void preloadRemote([{ nameOrAlias: remoteContainerNames[remote], exposes: remoteModules[remote].map(stripDotSlash), resourceCategory: 'sync' }]).catch(
        () => undefined,
      );
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 10_000 });
  else setTimeout(prefetch, 3000);
}
