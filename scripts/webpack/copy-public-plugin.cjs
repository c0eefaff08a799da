// @ts-check
/** Copies an app's `public/` folder (favicon, robots.txt) into its build output as-is. */
const fs = require('node:fs');
const path = require('node:path');

class CopyPublicPlugin {
  /** @param {string} directory */
  constructor(directory) {
    this.directory = directory;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.directory)) return;
          for (const name of fs.readdirSync(this.directory)) {
            const file = path.join(this.directory, name);
            if (fs.statSync(file).isFile()) compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

module.exports = CopyPublicPlugin;
