// @ts-check
const path = require('node:path');
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

/** The pages this remote exposes; the list must match `remoteModules.marketing` in @rcm/shared. */
const exposes = {
  './About': './src/pages/about/index.ts',
};

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'rcm_marketing',
  cssPrefix: 'mkt',
  devPort: 3001,
  exposes,
  htmlTemplate: path.join(__dirname, 'src/standalone/index.html'),
});
