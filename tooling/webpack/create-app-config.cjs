// @ts-check
/**
 * One webpack configuration for the shell and the three remotes; each app's webpack.config.js
 * only names itself (a remote names its contract, which says what it exposes). Kept in plain
 * JavaScript because webpack-cli needs Node 22 to load a TypeScript config.
 */
const crypto = require('node:crypto');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedSingletons = require('./shared-singletons.cjs');
const CopyPublicPlugin = require('./copy-public-plugin.cjs');
const { RemoteContractPlugin } = require('./remote-contract-plugin.cjs');
const { FederationContractPlugin } = require('./federation-contract-plugin.cjs');
const { SsrManifestPlugin, SERVER_BUILD_DIR } = require('./ssr-manifest-plugin.cjs');
const { moduleRules } = require('./module-rules.cjs');
const { remoteServerConfig, shellServerConfig } = require('./server-build-config.cjs');
const { brand, exposesOf, remoteContainerNames } = require('./site-contract.cjs');
/** @type {Record<'shell' | import('@rcm/shared').RemoteName, number>} */
const localPorts = require('@rcm/shared/local-ports.json');

/** The file the federation plugin names (by absolute path) when `provideExternalRuntime` is on. */
const injectRuntimePluginCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');

/**
 * @typedef {object} AppOptions
 * @property {string} appDir absolute path of the app's folder
 * @property {string} cssPrefix prefix of generated class names, so two builds never collide
 * @property {import('@rcm/shared').RemoteName} [remote] the remote this app is: its container
 *   name comes from `remoteContainerNames`, and it exposes every module of `remoteModules[remote]`
 *   from `src/pages/<name>/index.ts`. Without it, the app is the host (the shell).
 * @property {string} [federationName] the host's container name (unique per page)
 * @property {string} [htmlTemplate] the page template (host page, or a remote's standalone
 *   page); it may use the shared package's `brand`, e.g. `brand.companyName`
 * @property {string} [publicDir] files copied into the build as they are (favicon, robots.txt)
 * @property {string} [devRuntimeConfigDir] the host's development server serves the runtime config from here
 * @property {string} [outputDir] where the build goes (default `<appDir>/dist`)
 * @property {boolean} [serverBuild] a remote's production build also publishes a Node build of
 *   the same exposed modules (`dist/server/`, named by `ssrRemoteEntry` in its manifest), which
 *   the shell's server loads to render its pages
 * @property {string} [serverEntry] the host's renderer for its server (built into `dist-server/`)
 */

/**
 * @param {AppOptions} app
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => WebpackConfig | WebpackConfig[]}
 */
function createAppConfig(app) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const outputDir = typeof env.outputDir === 'string' ? path.resolve(env.outputDir) : (app.outputDir ?? path.join(app.appDir, 'dist'));
    const browser = browserConfig(app, production, outputDir);
    if (!production) return browser;
    // scripts/build.mjs names each build by its inputs' digest; a build made any other way
    // (`npm run build -w`) gets a federation build version of its own all the same, read by the
    // federation plugin from here: the runtime tells two releases of one remote apart by it.
    process.env.MF_BUILD_VERSION ??= crypto.randomBytes(6).toString('hex');
    if (app.serverEntry) return [shellServerConfig({ ...app, serverEntry: app.serverEntry }), { ...browser, name: 'browser' }];
    if (!(app.remote && app.serverBuild)) return browser;
    // The browser build writes the Node build's entry into its manifest, so it runs second.
    return [remoteServerConfig(app, app.remote, outputDir), { ...browser, name: 'browser', dependencies: ['server'] }];
  };
}

/** @typedef {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} WebpackConfig */

/**
 * The app as browsers load it.
 * @param {AppOptions} app
 * @param {boolean} production
 * @param {string} outputDir
 * @returns {WebpackConfig}
 */
function browserConfig(app, production, outputDir) {
  const isHost = app.remote === undefined;
  const federationName = app.remote ? remoteContainerNames[app.remote] : app.federationName;
  if (!federationName) throw new Error(`${app.appDir}: the host needs a federationName`);
  const hashed = production ? '[name].[contenthash:8]' : '[name]';

  /** @type {import('webpack').WebpackPluginInstance[]} */
  const plugins = [
    new ModuleFederationPlugin({
      name: federationName,
      filename: isHost ? undefined : 'remoteEntry.js',
      exposes: app.remote ? exposesOf(app.remote) : undefined,
      remotes: isHost ? {} : undefined,
      shared: isHost ? eagerly(sharedSingletons) : sharedSingletons,
      shareStrategy: 'loaded-first',
      manifest: !isHost,
      dts: false,
      experiments: federationExperiments(isHost, production),
    }),
    new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
  ];
  if (!isHost) plugins.push(new RemoteContractPlugin(federationName));
  // What a remote's release is checked against before it is published (`npm run release`).
  if (isHost) plugins.push(new FederationContractPlugin(sharedSingletons, app.appDir));
  // After the federation plugin's manifest is emitted and before it is compressed.
  if (production && app.remote && app.serverBuild) plugins.push(new SsrManifestPlugin(path.join(outputDir, SERVER_BUILD_DIR)));
  // A remote's standalone page is for its team's development only; production serves
  // remotes as pure federation assets.
  if (app.htmlTemplate && (isHost || !production)) {
    plugins.push(
      new HtmlWebpackPlugin({
        template: app.htmlTemplate,
        templateParameters: { brand },
        chunks: ['main'],
        scriptLoading: 'defer',
        minify: production,
      }),
    );
  }
  if (app.publicDir) plugins.push(new CopyPublicPlugin(app.publicDir));
  if (production) plugins.push(...compressionPlugins());

  return {
    mode: production ? 'production' : 'development',
    context: app.appDir,
    entry: { main: './src/index.ts' },
    // No source maps in production: whatever is in dist/ gets published.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outputDir,
      publicPath: isHost ? '/' : 'auto',
      uniqueName: federationName,
      filename: `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      assetModuleFilename: `assets/${hashed}[ext]`,
      // The Node build (built first) lives inside this folder.
      clean: app.serverBuild ? { keep: (asset) => asset.startsWith(`${SERVER_BUILD_DIR}/`) } : true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      // @rcm/shared is consumed as TypeScript source by the browser builds.
      conditionNames: ['rcm-source', '...'],
      // The federation runtime plugin that provides the shared runtime is loaded with
      // require(); its CommonJS build would pull a second, CommonJS copy of runtime-core
      // next to the ES module one everything else uses.
      alias: isHost ? { [injectRuntimePluginCjs]: injectRuntimePluginCjs.replace(/\.cjs$/, '.js') } : {},
    },
    module: { rules: moduleRules({ production, cssPrefix: app.cssPrefix }) },
    plugins,
    optimization: {
      // Remotes must not use a single runtime chunk (Module Federation RUNTIME-001/002).
      runtimeChunk: false,
      // '...' keeps webpack's JavaScript minifier; the shell's server writes the shell's and the
      // page's stylesheets into every page, so their size is paid on every first paint.
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    devServer: {
      // `webpack serve` listens where the site's local ports say (shared/src/config/local-ports.json).
      port: localPorts[app.remote ?? 'shell'],
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: app.devRuntimeConfigDir ? [{ directory: app.devRuntimeConfigDir, watch: true }] : false,
    },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/**
 * The shell is the page's provider of every shared package, so it bundles them into its entry
 * (one request, started by the HTML) instead of fetching each after the entry has run; the
 * remotes then take them from the share scope.
 * @param {Record<string, { singleton: boolean; requiredVersion: string }>} shared
 */
function eagerly(shared) {
  return Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, eager: true }]));
}

/**
 * One copy of the federation runtime per page: the shell provides its runtime-core and the
 * remotes' production entries use it instead of bundling their own (docs/ARCHITECTURE.md has
 * the sizes). A remote's development build keeps its own runtime so its standalone page works alone.
 * @param {boolean} isHost
 * @param {boolean} production
 */
function federationExperiments(isHost, production) {
  /** @type {{ target: 'web' }} */
  const optimization = { target: 'web' };
  if (isHost) return { provideExternalRuntime: true, optimization };
  return { externalRuntime: production, optimization };
}

/** Brotli and gzip copies of every text asset, served by the static server as-is. */
function compressionPlugins() {
  const compressible = /\.(js|css|html|svg|json)$/;
  return [
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: compressible, threshold: 512, minRatio: 0.9 }),
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: compressible,
      threshold: 512,
      minRatio: 0.9,
      compressionOptions: /** @type {import('node:zlib').BrotliOptions} */ ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    }),
  ];
}

module.exports = { createAppConfig, compressionPlugins };
