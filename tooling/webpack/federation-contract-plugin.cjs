// @ts-check
/**
 * The shell's side of the federation contract, emitted with its build as
 * `federation-contract.json`: for each shared singleton, the version the shell provides and the
 * range it requires. The shell's server serves it with the rest of `shell/dist/`, so the release
 * command (`npm run release -- publish`) checks a remote's build against the shell that is
 * actually live, not against the remote's own checkout.
 */
const fs = require('node:fs');
const path = require('node:path');
const { processAssetsAt } = require('./process-assets.cjs');

const FEDERATION_CONTRACT_FILE = 'federation-contract.json';

/** `@rcm/shared/routing` → `@rcm/shared`, `react-dom` → `react-dom`. @param {string} request */
function packageNameOf(request) {
  const parts = request.split('/');
  return (request.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * The version of `packageName` a build of the app in `appDir` bundles: its package.json in the
 * nearest `node_modules` up from the app, as Node and webpack resolve it (and as the federation
 * plugin reads the version it provides). Not `require.resolve`: packages with `exports` hide
 * their package.json.
 * @param {string} packageName
 * @param {string} appDir
 * @returns {string}
 */
function installedVersion(packageName, appDir) {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', packageName, 'package.json');
    if (fs.existsSync(file)) return /** @type {{ version: string }} */ (JSON.parse(fs.readFileSync(file, 'utf8'))).version;
    if (path.dirname(dir) === dir) throw new Error(`Federation contract: ${packageName} is not installed for ${appDir}`);
  }
}

/**
 * Name → what the shell provides and requires, for every shared singleton (the `react/`-style
 * prefix entries share the same package's subpaths, and are covered by its own entry).
 * @param {Record<string, { singleton: boolean; requiredVersion: string }>} shared
 * @param {string} appDir
 * @returns {Record<string, { version: string; requiredVersion: string }>}
 */
function federationContract(shared, appDir) {
  return Object.fromEntries(
    Object.entries(shared)
      .filter(([name, config]) => config.singleton && !name.endsWith('/'))
      .map(([name, config]) => [name, { version: installedVersion(packageNameOf(name), appDir), requiredVersion: config.requiredVersion }]),
  );
}

class FederationContractPlugin {
  /**
   * @param {Record<string, { singleton: boolean; requiredVersion: string }>} shared
   * @param {string} appDir
   */
  constructor(shared, appDir) {
    this.shared = shared;
    this.appDir = appDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    processAssetsAt(compiler, 'FederationContractPlugin', compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL, (compilation) => {
      const json = `${JSON.stringify(federationContract(this.shared, this.appDir), null, 2)}\n`;
      compilation.emitAsset(FEDERATION_CONTRACT_FILE, new compiler.webpack.sources.RawSource(json));
    });
  }
}

module.exports = { FederationContractPlugin, federationContract, FEDERATION_CONTRACT_FILE };
