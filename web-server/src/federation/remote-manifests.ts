import type { RemoteName } from '@rcm/shared';
import { createHash } from 'node:crypto';

/**
 * The remotes' `mf-manifest.json`, as the shell's server needs them: to name the first page's
 * files in its HTML, and to know which release of a remote it renders. Cached briefly (a
 * release shows up within seconds) and fetched with a short timeout: a slow or down remote
 * costs the page its preload hints and its server HTML, never the page.
 */
export interface RemoteManifest {
  metaData: {
    name: string;
    publicPath?: string;
    /** The build's federation build version (MF_BUILD_VERSION): the runtime's name for its container. */
    buildInfo?: { buildVersion?: string };
    remoteEntry: { name: string; path: string };
    ssrRemoteEntry?: { name: string; path: string };
  };
  exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

/** A remote's release, as read from its manifest. */
export interface RemoteRelease {
  manifestUrl: string;
  manifest: RemoteManifest;
  /** Names this release: the manifest's URL and a hash of its content (which changes with every build). */
  id: string;
}

export interface ManifestCacheOptions {
  ttlMs?: number;
  failureTtlMs?: number;
  timeoutMs?: number;
  /** A manifest could not be fetched or read (not said again while its failure is cached): for the metrics. */
  onFailure?: (remote: RemoteName, manifestUrl: string) => void;
}

/** The release at `manifestUrl`, which is `remote`'s (named in what a failure reports). */
export type ReadRelease = (manifestUrl: string, remote: RemoteName) => Promise<RemoteRelease | undefined>;

export function createManifestCache({
  ttlMs = 10_000,
  failureTtlMs = 2_000,
  timeoutMs = 300,
  onFailure,
}: ManifestCacheOptions = {}): ReadRelease {
  const cache = new Map<string, { expires: number; release: Promise<RemoteRelease | undefined> }>();

  async function fetchRelease(manifestUrl: string): Promise<RemoteRelease | undefined> {
    try {
      const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return undefined;
      const text = await response.text();
      const manifest = JSON.parse(text) as RemoteManifest;
      if (!Array.isArray(manifest?.exposes) || !manifest.metaData) return undefined;
      return { manifestUrl, manifest, id: `${manifestUrl}#${createHash('sha256').update(text).digest('hex').slice(0, 16)}` };
    } catch {
      return undefined;
    }
  }

  return async (manifestUrl, remote) => {
    const cached = cache.get(manifestUrl);
    if (cached && cached.expires > Date.now()) return cached.release;
    const entry = { expires: Date.now() + ttlMs, release: fetchRelease(manifestUrl) };
    cache.set(manifestUrl, entry);
    const release = await entry.release;
    if (!release) {
      entry.expires = Date.now() + failureTtlMs;
      onFailure?.(remote, manifestUrl);
    }
    // Releases that are no longer asked for are dropped as they expire.
    for (const [url, other] of cache) if (other.expires <= Date.now()) cache.delete(url);
    return release;
  };
}

/**
 * Absolute URLs of one exposed module's files (entry, scripts and stylesheets), as the
 * federation runtime in the browser will request them.
 */
export function exposedModuleFiles(
  release: RemoteRelease,
  exposedModule: string,
): { entry: string; js: string[]; css: string[] } | undefined {
  const { manifest, manifestUrl } = release;
  const expose = manifest.exposes.find((candidate) => candidate.path === exposedModule);
  if (!expose) return undefined;
  // `publicPath: 'auto'` means "next to the manifest", which is how the runtime resolves it too.
  const publicPath = manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto' ? manifest.metaData.publicPath : manifestUrl;
  const base = new URL('.', new URL(publicPath, manifestUrl)).href;
  const url = (file: string) => new URL(file, base).href;
  const { remoteEntry } = manifest.metaData;
  return {
    entry: url(remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}${remoteEntry.name}` : remoteEntry.name),
    js: expose.assets.js.sync.map(url),
    css: expose.assets.css.sync.map(url),
  };
}
