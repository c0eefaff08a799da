// @ts-check
const path = require('node:path');
const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

// Exposes every page of `remoteModules.staff` in @rcm/shared, from src/pages/<name>/index.ts.
// The Node build is there for the pages' metadata only: the shell's server reads their
// <head> (noindex) from it and leaves the pages themselves to the browser.
module.exports = createAppConfig({
  appDir: __dirname,
  remote: 'staff',
  cssPrefix: 'stf',
  htmlTemplate: path.join(__dirname, '../tooling/webpack/standalone-page.html'),
  serverBuild: true,
});
