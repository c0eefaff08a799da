// Why: a later page should wait only for its own files, and prefetching must never slow the first page down.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteContainerNames, remoteRouteAt, remoteRoutes, type RemoteName } from '@rcm/shared';
import { loadPage } from './loaded-pages';

/**
 * The remotes a visitor may go on to: those with a public page. A remote of pages for some
 * visitors only (the staff console) is loaded when one of them goes there, never ahead of time
 * for everyone.
 */
const prefetchedRemotes = (Object.keys(remoteContainerNames) as RemoteName[]).filter((name) =>
  remoteRoutes.some((route) => route.remote === name && route.public),
);

/**
 * Once the first page has rendered and the browser has nothing better to do, fetches the
 * manifest and entry (not the pages) of every remote with public pages the first page did not
 * come from.
 */
export function prefetchOtherRemotesWhenIdle(firstPageRemote: RemoteName | undefined): void {
  const prefetch = () => {
    for (const remote of prefetchedRemotes.filter((name) => name !== firstPageRemote)) {
      void preloadRemote([{ nameOrAlias: remoteContainerNames[remote], resourceCategory: 'sync', filter: () => false }]).catch(
        () => undefined,
      );
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 10_000 });
  else setTimeout(prefetch, 3000);
}

/**
 * When a visitor shows the intent to follow a link (pointer over it, keyboard focus, touch), the
 * page it leads to starts loading, so the click usually finds it ready. Loading the module itself
 * (not just its files) lets the click render the page at once; a page already loaded or loading
 * is not loaded again (loadPage shares loads).
 */
export function loadPagesOnLinkIntent(): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const route = remoteRouteAt(link.pathname);
    if (route) void loadPage(route.remote, route.module).catch(() => undefined);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { passive: true, capture: true });
}
