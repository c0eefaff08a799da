// @ts-check
const path = require('node:path');
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

/** The pages this remote exposes; the list must match `remoteModules.marketing` in @rcm/shared. */
const exposes = {
  './Home': './src/pages/home/index.ts',
  './About': './src/pages/about/index.ts',
  './Services': './src/pages/services/index.ts',
  './Contact': './src/pages/contact/index.ts',
  './Privacy': './src/pages/privacy/index.ts',
  './Terms': './src/pages/terms/index.ts',
  './Insight': './src/pages/insight/index.ts',
};

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'rcm_marketing',
  cssPrefix: 'mkt',
  devPort: 3001,
  exposes,
  htmlTemplate: path.join(__dirname, '../scripts/webpack/standalone-page.html'),
});
