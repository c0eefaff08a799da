// @ts-check
/** Copies an app's `public/` folder (favicon) into its build output as-is. */
const fs = require('node:fs');
const path = require('node:path');
const { processAssetsAt } = require('./process-assets.cjs');

/**
 * The files of `directory` a build publishes: plain files, never a dotfile (`.env`,
 * `.DS_Store`): whatever lands in dist/ is served to anyone.
 * @param {string} directory
 * @returns {string[]}
 */
function publicFiles(directory) {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
}

class CopyPublicPlugin {
  /** @param {string} directory */
  constructor(directory) {
    this.directory = directory;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    processAssetsAt(compiler, 'CopyPublicPlugin', compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL, (compilation) => {
      for (const name of publicFiles(this.directory))
        compilation.emitAsset(name, new RawSource(fs.readFileSync(path.join(this.directory, name))));
    });
  }
}

module.exports = CopyPublicPlugin;
module.exports.publicFiles = publicFiles;
