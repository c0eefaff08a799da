// @ts-check
const path = require('node:path');
const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

// Exposes every page of `remoteModules.marketing` in @rcm/shared, from src/pages/<name>/index.ts.
module.exports = createAppConfig({
  appDir: __dirname,
  remote: 'marketing',
  cssPrefix: 'mkt',
  htmlTemplate: path.join(__dirname, '../tooling/webpack/standalone-page.html'),
  serverBuild: true,
});
