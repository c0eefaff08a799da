// @ts-check
/**
 * The remotes' `mf-manifest.json`, as the shell's web server needs them to name the files of
 * the first page in its HTML. Cached briefly (a remote's release shows up within seconds) and
 * fetched with a short timeout: a slow or down remote only costs the page its preload hints,
 * never its HTML.
 */

/**
 * @typedef {object} RemoteManifest
 * @property {{ name: string, publicPath?: string, remoteEntry: { name: string, path: string } }} metaData
 * @property {{ path: string, assets: { js: { sync: string[] }, css: { sync: string[] } } }[]} exposes
 */

/**
 * @param {{ ttlMs?: number, failureTtlMs?: number, timeoutMs?: number }} [options]
 */
function createManifestCache({ ttlMs = 10_000, failureTtlMs = 2_000, timeoutMs = 300 } = {}) {
  /** @type {Map<string, { expires: number, manifest: Promise<RemoteManifest | undefined> }>} */
  const cache = new Map();

  /** @param {string} url */
  async function fetchManifest(url) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return undefined;
      const manifest = /** @type {RemoteManifest} */ (await response.json());
      return Array.isArray(manifest?.exposes) && manifest.metaData ? manifest : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The manifest at `url`, or undefined when the remote did not answer in time.
   * @param {string} url
   * @returns {Promise<RemoteManifest | undefined>}
   */
  return async function readManifest(url) {
    const cached = cache.get(url);
    if (cached && cached.expires > Date.now()) return cached.manifest;
    const entry = { expires: Date.now() + ttlMs, manifest: fetchManifest(url) };
    cache.set(url, entry);
    const manifest = await entry.manifest;
    if (!manifest) entry.expires = Date.now() + failureTtlMs;
    return manifest;
  };
}

/**
 * Absolute URLs of one exposed module's files (entry, scripts and stylesheets), as the
 * federation runtime will request them.
 * @param {RemoteManifest} manifest
 * @param {string} manifestUrl
 * @param {string} exposedModule e.g. `./Home`
 * @returns {{ entry: string, js: string[], css: string[] } | undefined}
 */
function exposedModuleFiles(manifest, manifestUrl, exposedModule) {
  const expose = manifest.exposes.find((candidate) => candidate.path === exposedModule);
  if (!expose) return undefined;
  // `publicPath: 'auto'` means "next to the manifest", which is how the runtime resolves it too.
  const publicPath = manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto' ? manifest.metaData.publicPath : manifestUrl;
  const base = new URL('.', new URL(publicPath, manifestUrl)).href;
  const url = (/** @type {string} */ file) => new URL(file, base).href;
  const { remoteEntry } = manifest.metaData;
  return {
    entry: url(remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}${remoteEntry.name}` : remoteEntry.name),
    js: expose.assets.js.sync.map(url),
    css: expose.assets.css.sync.map(url),
  };
}

module.exports = { createManifestCache, exposedModuleFiles };
