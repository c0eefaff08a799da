// @ts-check
/**
 * What the webpack configs read from @rcm/shared: which modules each remote exposes, the
 * remotes' container names and the brand. Loaded as every Node script loads the package,
 * through its exports (`default` → shared/dist, built by `tsc -b shared`).
 */
const path = require('node:path');

/** @returns {typeof import('@rcm/shared')} */
function loadShared() {
  try {
    return require('@rcm/shared');
  } catch (error) {
    throw new Error('@rcm/shared is not built: run `npx tsc -b shared` first', { cause: error });
  }
}

const { remoteModules, remoteContainerNames, brand, pageFolderOf } = loadShared();

/** @typedef {import('@rcm/shared').RemoteName} RemoteName */

/** The file a remote's build exposes for a module (see `pageFolderOf`). @param {string} module e.g. "./About" */
function pageEntryOf(module) {
  return `./${path.posix.join('src/pages', pageFolderOf(module), 'index.ts')}`;
}

/**
 * The `exposes` of a remote's Module Federation config: every module the shell routes to.
 * @param {RemoteName} remote
 * @returns {Record<string, string>}
 */
function exposesOf(remote) {
  return Object.fromEntries(remoteModules[remote].map((module) => [module, pageEntryOf(module)]));
}

module.exports = { remoteModules, remoteContainerNames, brand, exposesOf, pageEntryOf };
