import { remoteRoutes, type RemoteName } from '@rcm/shared';
import type { SiteConfig } from '../config/runtime-config-file';
import type { RemotePageLoader } from './remote-page-loader';
import type { ReadRelease } from './remote-manifests';

/** Each remote's page modules the site routes to, once each. */
const routedModules: Array<{ remote: RemoteName; module: string }> = [
  ...new Map(remoteRoutes.map((route) => [`${route.remote} ${route.module}`, { remote: route.remote, module: route.module }])).values(),
];

/** How many distinct site configs are remembered as warmed (live, a canary, previews); then it starts over. */
const REMEMBERED = 32;

/**
 * Loads every routed page of every release a site config names, the first time that config is
 * served, in the background: a request waits at most a moment for a page's module before leaving
 * the page to the browser, and the first visitor of each page after a start or a release would
 * otherwise get it without its server HTML and its title while its release loads. One page at a
 * time: dozens of chunk fetches at once on a busy machine time out, and a failed load resets its
 * release for the pages loading beside it. A load that fails is logged by the loader, as for a
 * visitor's request.
 */
export function pageWarmer(readRelease: ReadRelease, loader: RemotePageLoader): (site: SiteConfig) => Promise<void> {
  const warmed = new Set<string>();
  async function warm(site: SiteConfig) {
    const releases = new Map<RemoteName, Awaited<ReturnType<ReadRelease>>>();
    for (const { remote, module } of routedModules) {
      if (!releases.has(remote)) releases.set(remote, await readRelease(site.config.remotes[remote], remote));
      const release = releases.get(remote);
      if (release) await loader.prefetch(release, remote, module);
    }
  }
  /** Settles when this config's pages are loaded (at once if they were already); the server does not wait for it. */
  return async (site) => {
    if (warmed.has(site.json)) return;
    if (warmed.size >= REMEMBERED) warmed.clear();
    warmed.add(site.json);
    await warm(site);
  };
}
