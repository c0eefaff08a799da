// @ts-check
const path = require('node:path');
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

const config = createAppConfig({
  appDir: __dirname,
  federationName: 'rcm_shell',
  cssPrefix: 'shell',
  devPort: 3000,
  isHost: true,
  htmlTemplate: path.join(__dirname, 'src/index.html'),
});

module.exports = (/** @type {Record<string, unknown>} */ env, /** @type {{ mode?: string }} */ argv) => {
  const base = config(env, argv);
  const CopyPublicPlugin = require('../scripts/webpack/copy-public-plugin.cjs');
  base.plugins = [...(base.plugins ?? []), new CopyPublicPlugin(path.join(__dirname, 'public'))];
  if (base.devServer) {
    // `npm run dev` writes the runtime config here (see scripts/dev.mjs).
    base.devServer.static = [{ directory: path.join(__dirname, '../.runtime'), watch: true }];
  }
  return base;
};
