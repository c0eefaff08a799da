// @ts-check
/**
 * How every build compiles TypeScript/TSX (swc), CSS (CSS Modules with the app's prefix) and
 * SVG. A browser build extracts the CSS to files; a Node build keeps only the class names,
 * which are the browser build's (same prefix, salt and file paths), so server HTML and the
 * browser's stylesheets agree.
 */
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/**
 * @param {{ production: boolean, cssPrefix: string, server?: boolean }} options
 * @returns {import('webpack').RuleSetRule[]}
 */
function moduleRules({ production, cssPrefix, server = false }) {
  const cssModules = {
    auto: /\.module\.css$/,
    namedExport: false,
    exportLocalsConvention: /** @type {const} */ ('as-is'),
    localIdentName: production ? `${cssPrefix}-[hash:base64:6]` : `${cssPrefix}__[name]__[local]`,
    localIdentHashSalt: cssPrefix,
    exportOnlyLocals: server,
  };
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules[\\/](?!@rcm)/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2022',
          },
        },
      },
    },
    {
      test: /\.css$/,
      use: server
        ? [{ loader: 'css-loader', options: { modules: cssModules } }]
        : [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { modules: cssModules } }],
    },
    // A Node build names the browser build's file and writes none of its own.
    { test: /\.svg$/, type: 'asset/resource', generator: { emit: !server } },
  ];
}

module.exports = { moduleRules };
