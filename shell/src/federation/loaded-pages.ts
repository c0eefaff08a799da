// Why: the first page's early start, link intent and the route share one load, and a loaded page renders at once.
import type { RemoteModule, RemoteName, RemotePageModule } from '@rcm/shared';
import { loadWithRetry } from './load-with-retry';

interface PageLoad {
  promise: Promise<RemotePageModule>;
  /** Set once the load has succeeded. */
  module?: RemotePageModule;
}

/** Loaded and in-flight pages; a failed load is dropped, so the next request starts afresh. */
const pages = new Map<string, PageLoad>();

const pageKey = (remote: RemoteName, module: string) => `${remote}:${module}`;

/** Loads a page's module, or joins the load already under way, or hands back the loaded one. */
export function loadPage<R extends RemoteName>(remote: R, module: RemoteModule<R>): Promise<RemotePageModule> {
  const key = pageKey(remote, module);
  const existing = pages.get(key);
  if (existing) return existing.promise;
  const load: PageLoad = { promise: loadWithRetry(remote, module) };
  load.promise.then(
    (page) => {
      load.module = page;
    },
    () => {
      if (pages.get(key) === load) pages.delete(key);
    },
  );
  pages.set(key, load);
  return load.promise;
}

/** The page's module if it has already loaded. */
export function loadedPage<R extends RemoteName>(remote: R, module: RemoteModule<R>): RemotePageModule | undefined {
  return pages.get(pageKey(remote, module))?.module;
}

/** Drops a page (it failed while rendering), so the next request loads it afresh. */
export function forgetPage<R extends RemoteName>(remote: R, module: RemoteModule<R>): void {
  pages.delete(pageKey(remote, module));
}
