// @ts-check
/**
 * Fails a remote's build when its emitted `mf-manifest.json` does not expose every module the
 * shell routes to (`remoteModules` in @rcm/shared). Only that remote's build stops; the shell
 * and the other remote are untouched.
 */
const { processAssetsAt } = require('./process-assets.cjs');
const { remoteModules, remoteContainerNames } = require('./site-contract.cjs');

/**
 * @param {string} federationName the remote's container name
 * @param {string[]} exposedKeys what the manifest lists (e.g. "./Home" or "Home")
 * @returns {string[]} one message per contract module that is missing
 */
function missingExposes(federationName, exposedKeys) {
  const remote = /** @type {import('@rcm/shared').RemoteName[]} */ (Object.keys(remoteContainerNames)).find(
    (name) => remoteContainerNames[name] === federationName,
  );
  if (!remote) return [];
  const exposed = new Set(exposedKeys.map((key) => (key.startsWith('./') ? key : `./${key}`)));
  return remoteModules[remote]
    .filter((module) => !exposed.has(module))
    .map(
      (module) => `Remote contract: ${federationName} must expose "${module}" (the shell routes to it), but its mf-manifest.json does not.`,
    );
}

class RemoteContractPlugin {
  /** @param {string} federationName */
  constructor(federationName) {
    this.federationName = federationName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    processAssetsAt(compiler, 'RemoteContractPlugin', compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT, (compilation) => {
      const asset = compilation.getAsset('mf-manifest.json');
      if (!asset) {
        compilation.errors.push(new compiler.webpack.WebpackError(`Remote contract: ${this.federationName} emitted no mf-manifest.json`));
        return;
      }
      /** @type {{ exposes?: Array<{ name: string, path?: string }> }} */
      const manifest = JSON.parse(asset.source.source().toString());
      const keys = (manifest.exposes ?? []).map((expose) => expose.path ?? expose.name);
      for (const message of missingExposes(this.federationName, keys)) {
        compilation.errors.push(new compiler.webpack.WebpackError(message));
      }
    });
  }
}

module.exports = { RemoteContractPlugin, missingExposes };
