// @ts-check
/**
 * The Node builds the shell's server runs: a remote's container of the same exposed modules
 * (target `async-node`, loaded at run time over HTTP from the remote's release, like the
 * browser build), and the shell's own renderer (a plain CommonJS library the server requires).
 * Both take React, the router and `@rcm/shared` from the server, so everything on a page
 * shares one instance of each, as in the browser.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedSingletons = require('./shared-singletons.cjs');
const { moduleRules } = require('./module-rules.cjs');
const { RemoteContractPlugin } = require('./remote-contract-plugin.cjs');
const { SERVER_BUILD_DIR } = require('./ssr-manifest-plugin.cjs');
const { exposesOf, remoteContainerNames } = require('./site-contract.cjs');

/** Packages the server provides (one instance per process, as the browser's share scope). */
const SERVER_PROVIDED = /^(react|react-dom|react-router|react-toastify|@rcm\/shared)(\/.*)?$/;

const common = {
  mode: /** @type {const} */ ('production'),
  devtool: /** @type {const} */ (false),
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], conditionNames: ['rcm-source', '...'] },
  // Server code is read by the server, not downloaded by phones: readable beats small.
  optimization: { minimize: false, runtimeChunk: /** @type {const} */ (false) },
  performance: { hints: /** @type {const} */ (false) },
  stats: /** @type {const} */ ('errors-warnings'),
};

/**
 * A remote's Node container (`dist/server/`), named by the browser manifest's `ssrRemoteEntry`.
 * @param {{ appDir: string, cssPrefix: string }} app
 * @param {import('@rcm/shared').RemoteName} remote
 * @param {string} outputDir the remote's dist folder
 * @returns {import('webpack').Configuration}
 */
function remoteServerConfig(app, remote, outputDir) {
  const federationName = remoteContainerNames[remote];
  return {
    ...common,
    name: 'server',
    context: app.appDir,
    target: 'async-node',
    // The federation plugin adds the container entry; the standalone page has no Node build.
    entry: {},
    output: {
      path: path.join(outputDir, SERVER_BUILD_DIR),
      // Not a URL: a release is served from wherever its store is. The server passes each
      // release's address when it loads it (release-public-path.cjs).
      publicPath: '',
      uniqueName: `${federationName}_server`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    module: { rules: moduleRules({ production: true, cssPrefix: app.cssPrefix, server: true }) },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name: federationName },
        remoteType: 'script',
        exposes: exposesOf(remote),
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          require.resolve('../../web-server/src/federation/server-fetch-timeout.cjs'),
          require.resolve('../../web-server/src/federation/release-public-path.cjs'),
        ],
        manifest: true,
        dts: false,
      }),
      new RemoteContractPlugin(federationName),
    ],
  };
}

/**
 * The shell's renderer (`dist-server/`): the site's routes and chrome for the server to render
 * around a page it loaded. Not under dist/, which is served to browsers.
 * @param {{ appDir: string, cssPrefix: string, serverEntry: string }} app
 * @returns {import('webpack').Configuration}
 */
function shellServerConfig(app) {
  return {
    ...common,
    name: 'server',
    context: app.appDir,
    target: 'node',
    entry: { 'shell-renderer': app.serverEntry },
    output: {
      path: path.join(app.appDir, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: [
      ({ request }, callback) => (request && SERVER_PROVIDED.test(request) ? callback(undefined, `commonjs ${request}`) : callback()),
    ],
    module: { rules: moduleRules({ production: true, cssPrefix: app.cssPrefix, server: true }) },
  };
}

module.exports = { remoteServerConfig, shellServerConfig };
