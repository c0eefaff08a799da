// Why: the first page appears with the navbar, without a loading state, yet a slow remote never holds the frame back.
import { remoteRouteAt, type RemoteName } from '@rcm/shared';
import { loadPage } from './loaded-pages';

/**
 * How long the shell holds its first render for the first page's module. Normally the remote's
 * files arrived with the shell's (the shell's server lists them as preloads in the HTML), so
 * the page renders in the same frame as the navbar.
 */
const FIRST_PAGE_WAIT_MS = 1000;

export interface FirstPageLoad {
  /** The remote the page comes from; none for a path no remote renders. */
  remote: RemoteName | undefined;
  /** Resolves once the page's module has loaded or failed (the page's own boundary shows failures). */
  settled: Promise<void>;
}

/** Starts loading the module of the page at `pathname` while the shell starts. */
export function startFirstPageLoad(pathname: string): FirstPageLoad {
  const route = remoteRouteAt(pathname);
  if (!route) return { remote: undefined, settled: Promise.resolve() };
  const settled = loadPage(route.remote, route.module).then(
    () => undefined,
    () => undefined,
  );
  return { remote: route.remote, settled };
}

/** Resolves when the first page has settled, or after FIRST_PAGE_WAIT_MS, whichever comes first. */
export function waitBrieflyForFirstPage(firstPage: FirstPageLoad): Promise<void> {
  return Promise.race([firstPage.settled, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
}
