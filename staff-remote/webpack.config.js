// @ts-check
const path = require('node:path');
const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

// Exposes every page of `remoteModules.staff` in @rcm/shared, from src/pages/<name>/index.ts.
// The Node build gives the shell's server the pages' <head> (noindex) and the console's frame,
// which it renders loading (the visitor's session is the browser's).
module.exports = createAppConfig({
  appDir: __dirname,
  remote: 'staff',
  cssPrefix: 'stf',
  htmlTemplate: path.join(__dirname, '../tooling/webpack/standalone-page.html'),
  serverBuild: true,
});
