import { createInstance } from '@module-federation/runtime';
import { remoteContainerNames, type RemoteName, type RemotePageModule } from '@rcm/shared';
import { nodeEntryPlugin } from './node-entry-plugin';
import type { RemoteRelease } from './remote-manifests';
import { serverSharedPackages } from './server-shared-packages';

export interface RemotePageLoaderOptions {
  /** How long a request waits for a page's module before the page is left to the browser. */
  waitMs?: number;
  /** Timeout of every fetch (manifest, entry, chunks). */
  fetchTimeoutMs?: number;
  /** After a failed load, how long requests skip that page's server HTML before trying again. */
  retryAfterMs?: number;
  log: (message: string) => void;
}

export interface RemotePageLoader {
  /**
   * The page's module from this release of its remote, if it can be had within the wait;
   * undefined (and a log line) when the release has no Node build, fails or is too slow. A
   * load that outlasts the wait goes on, for the next request.
   */
  load(release: RemoteRelease, remote: RemoteName, module: string): Promise<RemotePageModule | undefined>;
}

interface PageLoad {
  promise: Promise<RemotePageModule>;
  /** Set once loaded: most requests find the page here and need not wait for anything. */
  page?: RemotePageModule;
  failedUntil?: number;
}

/**
 * Loads the remotes' page modules into this process from their Node builds, with the federation
 * runtime (no bundler on this side). A remote switches release when the runtime config points
 * at another manifest, or when the manifest at the same address changes: its registration is
 * replaced (`force`), which drops what the runtime held of the old release, and this loader
 * drops its own.
 */
export function createRemotePageLoader({
  waitMs = 300,
  fetchTimeoutMs = 2000,
  retryAfterMs = 2000,
  log,
}: RemotePageLoaderOptions): RemotePageLoader {
  const federation = createInstance({
    name: 'rcm_shell_server',
    remotes: [],
    shared: serverSharedPackages(),
    plugins: [nodeEntryPlugin(fetchTimeoutMs)],
  });
  const currentRelease = new Map<RemoteName, string>();
  const loads = new Map<string, PageLoad>();

  function register(remote: RemoteName, release: RemoteRelease, force: boolean) {
    federation.registerRemotes([{ name: remoteContainerNames[remote], entry: release.manifestUrl }], { force });
  }

  function switchToRelease(remote: RemoteName, release: RemoteRelease) {
    if (currentRelease.get(remote) === release.id) return;
    register(remote, release, currentRelease.has(remote));
    currentRelease.set(remote, release.id);
    for (const key of loads.keys()) if (key.startsWith(`${remote} `)) loads.delete(key);
  }

  function startLoad(remote: RemoteName, release: RemoteRelease, module: string): PageLoad {
    const id = `${remoteContainerNames[remote]}/${module.replace(/^\.\//, '')}`;
    const load: PageLoad = {
      promise: federation.loadRemote<RemotePageModule>(id).then((page) => {
        if (!page || typeof page.default !== 'function') throw new Error(`${id} has no page component as its default export`);
        load.page = page;
        return page;
      }),
    };
    load.promise.catch((error: unknown) => {
      load.failedUntil = Date.now() + retryAfterMs;
      log(
        `${id} from ${release.manifestUrl} could not be loaded on the server: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
      // Whatever the runtime kept of the failed attempt goes, so the next one fetches afresh.
      if (currentRelease.get(remote) === release.id) register(remote, release, true);
    });
    return load;
  }

  return {
    async load(release, remote, module) {
      if (!release.manifest.metaData.ssrRemoteEntry) return undefined;
      switchToRelease(remote, release);
      const key = `${remote} ${release.id} ${module}`;
      let load = loads.get(key);
      if (load?.failedUntil !== undefined) {
        if (load.failedUntil > Date.now()) return undefined;
        load = undefined;
      }
      if (!load) {
        load = startLoad(remote, release, module);
        loads.set(key, load);
      }
      if (load.page) return load.page;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => {
          log(`${remote} ${module} took longer than ${waitMs} ms to load on the server; the browser renders the page`);
          resolve(undefined);
        }, waitMs);
      });
      try {
        return await Promise.race([load.promise, timedOut]);
      } catch {
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
