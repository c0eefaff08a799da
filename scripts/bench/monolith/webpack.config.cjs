// @ts-check
/**
 * Bench only: the same pages as one ordinary, non-federated webpack SPA (no Module Federation,
 * full tree shaking, code split per page), so the bench can show what federation costs.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPublicPlugin = require('../../../tooling/webpack/copy-public-plugin.cjs');
const { compressionPlugins } = require('../../../tooling/webpack/create-app-config.cjs');
const { moduleRules } = require('../../../tooling/webpack/module-rules.cjs');
const { brand } = require('../../../tooling/webpack/site-contract.cjs');

const repoRoot = path.resolve(__dirname, '../../..');

/** @param {Record<string, unknown>} env @returns {import('webpack').Configuration} */
module.exports = (env) => ({
  mode: 'production',
  context: __dirname,
  entry: { main: './src/index.tsx' },
  devtool: false,
  output: {
    path: typeof env.outputDir === 'string' ? path.resolve(env.outputDir) : path.join(repoRoot, 'bench-results/monolith'),
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs'],
    conditionNames: ['rcm-source', '...'],
    // The remotes' pages, compiled into this one bundle: what each remote's own build exposes.
    alias: Object.fromEntries(
      ['marketing', 'account', 'staff'].map((remote) => [`${remote}-pages`, path.join(repoRoot, `${remote}-remote/src/pages`)]),
    ),
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
  ],
  optimization: { minimizer: ['...', new CssMinimizerPlugin()] },
  performance: { hints: false },
  stats: 'errors-warnings',
});
