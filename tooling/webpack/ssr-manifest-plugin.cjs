// @ts-check
/**
 * Names a remote's Node build in its browser manifest, as `metaData.ssrRemoteEntry`: the
 * federation runtime in Node loads that entry instead of the browser's (webpack has no such
 * step; Module Federation's rsbuild plugin does the same). Fails the build when the Node build
 * or its manifest is missing, so a release the shell's server cannot render never ships.
 */
const fs = require('node:fs');
const path = require('node:path');
const { processAssetsAt } = require('./process-assets.cjs');

/** Where a remote's Node build goes, inside its dist/ (served next to the browser build). */
const SERVER_BUILD_DIR = 'server';

class SsrManifestPlugin {
  /** @param {string} serverOutputDir the Node build's output folder */
  constructor(serverOutputDir) {
    this.serverOutputDir = serverOutputDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    // Same stage as the manifest plugin, tapped after it and before compression.
    const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER;
    processAssetsAt(compiler, 'SsrManifestPlugin', stage, (compilation) => {
      const fail = (/** @type {string} */ message) =>
        compilation.errors.push(new compiler.webpack.WebpackError(`SSR manifest: ${message}`));
      const asset = compilation.getAsset('mf-manifest.json');
      if (!asset) return fail('the browser build emitted no mf-manifest.json');
      const serverManifestFile = path.join(this.serverOutputDir, 'mf-manifest.json');
      if (!fs.existsSync(serverManifestFile)) return fail(`the Node build's manifest ${serverManifestFile} is missing`);
      /** @type {{ metaData: { remoteEntry: { name: string, path: string } } }} */
      const serverManifest = JSON.parse(fs.readFileSync(serverManifestFile, 'utf8'));
      const manifest = JSON.parse(asset.source.source().toString());
      manifest.metaData.ssrRemoteEntry = {
        name: serverManifest.metaData.remoteEntry.name,
        path: path.posix.join(SERVER_BUILD_DIR, serverManifest.metaData.remoteEntry.path),
        type: 'commonjs-module',
      };
      compilation.updateAsset('mf-manifest.json', new RawSource(JSON.stringify(manifest, null, 2)));
    });
  }
}

module.exports = { SsrManifestPlugin, SERVER_BUILD_DIR };
