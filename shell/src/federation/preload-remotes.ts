import { preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteContainerNames, remoteModules, type RemoteName } from '@rcm/shared';
import { remoteRouteAt } from '@rcm/shared/routing';
import { loadedRemoteModule, loadRemoteModule } from './load-remote-module';

/**
 * Starts loading the first page's module while the shell starts (its files are already on their
 * way: the shell's server lists them as preloads in the HTML). Resolves when it is ready or has
 * failed; failures are left to the page's own boundary.
 */
export async function loadFirstPage(pathname: string): Promise<void> {
  const route = remoteRouteAt(pathname);
  if (!route) return;
  await loadRemoteModule(route.remote, route.module).catch(() => undefined);
}

let prefetchScheduled = false;

/**
 * Once the first page has rendered and the browser has nothing better to do, fetches the other
 * remotes' manifest and entry (a few KB), so a later visit there waits only for its page's files.
 */
export function prefetchOtherRemotesWhenIdle(loaded: RemoteName): void {
  if (prefetchScheduled) return;
  prefetchScheduled = true;
  const others = (Object.keys(remoteModules) as RemoteName[]).filter((remote) => remote !== loaded);
  const prefetch = () => {
    for (const remote of others) {
      void preloadRemote([{ nameOrAlias: remoteContainerNames[remote], resourceCategory: 'sync', filter: () => false }]).catch(() => undefined);
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 10_000 });
  else setTimeout(prefetch, 3000);
}

/**
 * When a visitor shows the intent to follow a link (pointer over it, keyboard focus, touch), the
 * page it leads to starts loading, so the click usually finds it ready. A page already loaded
 * is left alone, and one already loading is not loaded twice (loadRemoteModule shares loads).
 */
export function prefetchPagesOnIntent(): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const route = remoteRouteAt(link.pathname);
    if (!route || loadedRemoteModule(route.remote, route.module)) return;
    // Loading the module itself (not just its files) lets the click render the page at once.
    void loadRemoteModule(route.remote, route.module).catch(() => undefined);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { passive: true, capture: true });
}
