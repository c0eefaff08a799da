import type { RemoteName, RemotePageModule } from '@rcm/shared';
import { createReleaseInstance, type ReleaseInstance } from './release-instance';
import { mayDrop, type HeldRelease } from './release-retention';
import type { RemoteRelease } from './remote-manifests';

const buildVersionOf = (release: RemoteRelease) => release.manifest.metaData.buildInfo?.buildVersion;
const releaseKey = (remote: RemoteName, release: RemoteRelease) => `${remote} ${release.id}`;

export interface RemotePageLoaderOptions {
  /** How long a request waits for a page's module before the page is left to the browser. */
  waitMs?: number;
  /** Timeout of every fetch (manifest, entry, chunks). */
  fetchTimeoutMs?: number;
  /** After a failed load, how long requests skip that page's server HTML before trying again. */
  retryAfterMs?: number;
  /** How long after the last request that named a release it is dropped from this process, once another release of its remote has been named since. */
  idleMs?: number;
  log: (message: string) => void;
  /** A page's module could not be loaded from the release's Node build (said once per failed load): for the metrics. */
  onFailure?: (remote: RemoteName, manifestUrl: string) => void;
}

export interface RemotePageLoader {
  /**
   * The page's module from this release of its remote, if it can be had within the wait;
   * undefined (and a log line) when the release has no Node build, fails or is too slow. A
   * load that outlasts the wait goes on, for the next request.
   */
  load(release: RemoteRelease, remote: RemoteName, module: string): Promise<RemotePageModule | undefined>;
  /** Starts loading the page's module unless it is loaded or loading; settles (never rejects) when that load has. */
  prefetch(release: RemoteRelease, remote: RemoteName, module: string): Promise<void>;
}

interface PageLoad {
  promise: Promise<RemotePageModule>;
  /** Set once loaded: most requests find the page here and need not wait for anything. */
  page?: RemotePageModule;
  failedUntil?: number;
}

interface LoadedRelease {
  remote: RemoteName;
  manifestUrl: string;
  buildVersion: string | undefined;
  instance: ReleaseInstance;
  loads: Map<string, PageLoad>;
  lastUsed: number;
}

/**
 * Loads the remotes' page modules into this process from their Node builds, with the federation
 * runtime (no bundler on this side). Several releases of one remote are held at once (live, a
 * canary, a preview: each request names its own), each by a federation instance of its own.
 * A release no request has named for `idleMs`, and superseded by another of its remote, is
 * dropped; a render still using one of its pages keeps that page alive until it ends.
 */
export function createRemotePageLoader({
  waitMs = 300,
  fetchTimeoutMs = 2000,
  retryAfterMs = 2000,
  idleMs = 60_000,
  log,
  onFailure,
}: RemotePageLoaderOptions): RemotePageLoader {
  const releases = new Map<string, LoadedRelease>();
  /** Releases refused for a twin (below), with when their refusal may be logged again. */
  const refusalLogged = new Map<string, number>();

  function drop(key: string, loaded: LoadedRelease) {
    releases.delete(key);
    loaded.instance.drop();
  }

  /**
   * Checked on every request, so no timer outlives the server. The release the request names
   * counts as named now; a remote's only release is never dropped (`mayDrop`).
   */
  function dropIdleReleases(now: number, requested: string) {
    const held = new Map(
      [...releases].map(([key, loaded]): [string, HeldRelease] => [
        key,
        {
          remote: loaded.remote,
          lastUsed: key === requested ? now : loaded.lastUsed,
          loading: [...loaded.loads.values()].some((load) => !load.page && load.failedUntil === undefined),
        },
      ]),
    );
    const all = [...held.values()];
    for (const [key, release] of held) {
      const loaded = releases.get(key);
      if (loaded && mayDrop(release, all, now, idleMs)) drop(key, loaded);
    }
  }

  function releaseFor(remote: RemoteName, release: RemoteRelease, now: number): LoadedRelease {
    const key = releaseKey(remote, release);
    let loaded = releases.get(key);
    if (!loaded) {
      // A new build at an address already loaded replaced the files there: the older one is gone.
      for (const [otherKey, other] of releases) if (other.manifestUrl === release.manifestUrl) drop(otherKey, other);
      loaded = {
        remote,
        manifestUrl: release.manifestUrl,
        buildVersion: buildVersionOf(release),
        instance: createReleaseInstance(remote, release, fetchTimeoutMs),
        loads: new Map(),
        lastUsed: now,
      };
      releases.set(key, loaded);
    }
    loaded.lastUsed = now;
    return loaded;
  }

  function startLoad(loaded: LoadedRelease, module: string): PageLoad {
    const load: PageLoad = {
      promise: loaded.instance.loadPage(module).then((page) => {
        load.page = page;
        return page;
      }),
    };
    load.promise.catch((error: unknown) => {
      load.failedUntil = Date.now() + retryAfterMs;
      onFailure?.(loaded.remote, loaded.manifestUrl);
      log(
        `${loaded.remote} ${module} from ${loaded.manifestUrl} could not be loaded on the server: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
      loaded.instance.reset();
    });
    return load;
  }

  /**
   * Another release of the remote, loaded, of the same build version: the runtime would take this
   * one's container for that one's (it looks containers up by build version) and fail to load
   * its pages. Said once per `retryAfterMs`.
   */
  function twinOf(remote: RemoteName, release: RemoteRelease, now: number): LoadedRelease | undefined {
    const key = releaseKey(remote, release);
    const buildVersion = buildVersionOf(release);
    if (buildVersion === undefined || releases.has(key)) return undefined;
    // One at the same address is not loaded alongside: this build replaced it there (releaseFor).
    const twin = [...releases.values()].find(
      (other) =>
        other.remote === remote &&
        other.buildVersion === buildVersion &&
        other.manifestUrl !== release.manifestUrl &&
        // Its container is in the runtime (a failed load leaves none: see `reset`).
        [...other.loads.values()].some((load) => load.failedUntil === undefined),
    );
    if (twin && (refusalLogged.get(key) ?? 0) <= now) {
      refusalLogged.set(key, now + retryAfterMs);
      log(
        `${remote} ${release.manifestUrl} has the federation build version ${buildVersion} of ${twin.manifestUrl}, loaded already: the browser renders its pages until that one is dropped (build each release with a version of its own: scripts/build.mjs)`,
      );
    }
    if (!twin) refusalLogged.delete(key);
    return twin;
  }

  /** The page's load in this release, started unless under way, done, or failed a moment ago; undefined when the page cannot be had from the server. */
  function pageLoad(release: RemoteRelease, remote: RemoteName, module: string): { loaded: LoadedRelease; load: PageLoad } | undefined {
    if (!release.manifest.metaData.ssrRemoteEntry) return undefined;
    const now = Date.now();
    dropIdleReleases(now, releaseKey(remote, release));
    if (twinOf(remote, release, now)) return undefined;
    const loaded = releaseFor(remote, release, now);
    let load = loaded.loads.get(module);
    if (load?.failedUntil !== undefined) {
      if (load.failedUntil > now) return undefined;
      load = undefined;
    }
    if (!load) {
      load = startLoad(loaded, module);
      loaded.loads.set(module, load);
    }
    return { loaded, load };
  }

  return {
    async load(release, remote, module) {
      const started = pageLoad(release, remote, module);
      if (!started) return undefined;
      const { loaded, load } = started;
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
        // Idle from when the last request is done with it, however long its load took.
        loaded.lastUsed = Date.now();
      }
    },
    async prefetch(release, remote, module) {
      // A failure is the loader's to log, as for a request.
      await pageLoad(release, remote, module)?.load.promise.catch(() => undefined);
    },
  };
}
