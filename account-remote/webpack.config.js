// @ts-check
const path = require('node:path');
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

/** The pages this remote exposes; the list must match `remoteModules.account` in @rcm/shared. */
const exposes = {
  './Login': './src/pages/login/index.ts',
  './Profile': './src/pages/profile/index.ts',
};

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'rcm_account',
  cssPrefix: 'acc',
  devPort: 3002,
  exposes,
  htmlTemplate: path.join(__dirname, '../scripts/webpack/standalone-page.html'),
});
