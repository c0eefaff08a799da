// @ts-check
/**
 * The packages every federated app shares as one instance. Imported by the four apps' webpack
 * configs so the list lives once (see docs/ARCHITECTURE.md, "Shared singletons").
 */
const sharedPackage = require('../../shared/package.json');

const react = { singleton: true, requiredVersion: '^19.0.0' };

/** @type {Record<string, { singleton: boolean; requiredVersion: string }>} */
module.exports = {
  react,
  'react/': react,
  'react-dom': react,
  'react-dom/': react,
  // Routing is shared through this module, never react-router itself (see its header).
  '@rcm/shared/routing': { singleton: true, requiredVersion: `^${sharedPackage.version}` },
  // Hooks are shared with it, so every app's hooks run on the one React and the one store.
  '@rcm/shared/hooks': { singleton: true, requiredVersion: `^${sharedPackage.version}` },
  'react-toastify': { singleton: true, requiredVersion: '^11.0.0' },
  '@rcm/shared': { singleton: true, requiredVersion: `^${sharedPackage.version}` },
};
