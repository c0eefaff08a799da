// @ts-check
const path = require('node:path');
const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

// Exposes every page of `remoteModules.account` in @rcm/shared, from src/pages/<name>/index.ts.
module.exports = createAppConfig({
  appDir: __dirname,
  remote: 'account',
  cssPrefix: 'acc',
  htmlTemplate: path.join(__dirname, '../tooling/webpack/standalone-page.html'),
  serverBuild: true,
});
