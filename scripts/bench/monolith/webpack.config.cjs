// @ts-check
/**
 * Bench only: the same pages as ordinary, non-federated webpack apps (no Module Federation, full
 * tree shaking, code split per page), so the bench can show what federation costs:
 * - `monolith/`: a single-page app rendered in the browser;
 * - `monolith-ssr/browser/` and `monolith-ssr/server/`: the same app rendered on the server
 *   (React's server rendering, src/ssr/render.tsx, a Node build) and hydrated in the browser
 *   (src/ssr/hydrate.tsx); `page-files.json` lists each page chunk's files for the server to link.
 * `--env outputDir=<dir>` puts the three folders there (default bench-results/).
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPublicPlugin = require('../../../tooling/webpack/copy-public-plugin.cjs');
const { compressionPlugins } = require('../../../tooling/webpack/create-app-config.cjs');
const { moduleRules } = require('../../../tooling/webpack/module-rules.cjs');
const { brand } = require('../../../tooling/webpack/site-contract.cjs');

const repoRoot = path.resolve(__dirname, '../../..');

/** @type {import('webpack').ResolveOptions} */
const resolve = {
  extensions: ['.ts', '.tsx', '.js', '.mjs'],
  conditionNames: ['rcm-source', '...'],
  // The remotes' pages, compiled into this one bundle: what each remote's own build exposes.
  alias: Object.fromEntries(
    ['marketing', 'account', 'staff'].map((remote) => [`${remote}-pages`, path.join(repoRoot, `${remote}-remote/src/pages`)]),
  ),
};

/** What both builds name alike, so the server's HTML and the browser's files agree. */
const common = /** @type {const} */ ({ mode: 'production', context: __dirname, devtool: false, resolve, performance: { hints: false } });

/** Writes `page-files.json`: each named chunk group (a page) → the scripts and stylesheets it needs. */
const pageFilesManifest = {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageFiles', (compilation) => {
      // After the real content hashes have renamed the files.
      compilation.hooks.processAssets.tap({ name: 'PageFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = Object.fromEntries(
          [...compilation.namedChunkGroups].map(([name, group]) => [name, group.getFiles().filter((file) => /\.(js|css)$/.test(file))]),
        );
        compilation.emitAsset('page-files.json', new webpack.sources.RawSource(JSON.stringify(groups)));
      });
    });
  },
};

/**
 * A browser build of one entry into `outputPath`, with the shell's page template.
 * @param {string} name @param {string} entry @param {string} outputPath @param {import('webpack').WebpackPluginInstance[]} [plugins]
 * @returns {import('webpack').Configuration}
 */
const browserBuild = (name, entry, outputPath, plugins = []) => ({
  ...common,
  name,
  entry: { main: entry },
  output: {
    path: outputPath,
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  module: { rules: moduleRules({ production: true, cssPrefix: 'mono' }) },
  plugins: [
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
    new HtmlWebpackPlugin({
      // The shell's page template, as the shell's build fills it in.
      template: path.join(repoRoot, 'shell/src/index.html'),
      templateParameters: { brand },
      scriptLoading: 'defer',
      minify: true,
    }),
    new CopyPublicPlugin(path.join(repoRoot, 'shell/public')),
    ...compressionPlugins(),
    ...plugins,
  ],
  optimization: { minimizer: ['...', new CssMinimizerPlugin()] },
  stats: 'errors-warnings',
});

/** @param {Record<string, unknown>} env @returns {import('webpack').Configuration[]} */
module.exports = (env) => {
  const outputDir = typeof env.outputDir === 'string' ? path.resolve(env.outputDir) : path.join(repoRoot, 'bench-results');
  return [
    browserBuild('monolith', './src/index.tsx', path.join(outputDir, 'monolith')),
    browserBuild('monolith-ssr-browser', './src/ssr/hydrate.tsx', path.join(outputDir, 'monolith-ssr/browser'), [pageFilesManifest]),
    {
      ...common,
      name: 'monolith-ssr-server',
      target: 'node',
      entry: { render: './src/ssr/render.tsx' },
      output: {
        path: path.join(outputDir, 'monolith-ssr/server'),
        publicPath: '/',
        filename: '[name].js',
        chunkFilename: '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        library: { type: 'commonjs2' },
        clean: true,
      },
      // The browser build's class names and file names, without its CSS or files (module-rules.cjs).
      module: { rules: moduleRules({ production: true, cssPrefix: 'mono', server: true }) },
      optimization: { minimize: false },
      stats: 'errors-warnings',
    },
  ];
};
