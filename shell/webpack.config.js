// @ts-check
const path = require('node:path');
const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'rcm_shell',
  cssPrefix: 'shell',
  htmlTemplate: path.join(__dirname, 'src/index.html'),
  publicDir: path.join(__dirname, 'public'),
  // What the shell's server renders (see web-server/): built into dist-server/.
  serverEntry: './src/server/shell-renderer.tsx',
  // `npm run dev` writes the runtime config there (see scripts/dev.mjs).
  devRuntimeConfigDir: path.join(__dirname, '../.runtime'),
});
