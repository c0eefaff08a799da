// @ts-check
/**
 * Cache-Control for a static file by name: files that say where things are must always be
 * revalidated; content-hashed files never change, so browsers and CDNs keep them for a year.
 */
const ALWAYS_REVALIDATE = /(^|\/)(index\.html|runtime-config\.json|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2)$/;

/** @param {string} filePath */
function cacheControlFor(filePath) {
  // Precompressed variants are served under the original file's name.
  filePath = filePath.replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.test(filePath) || filePath.endsWith('.html')) return 'no-cache';
  if (CONTENT_HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

module.exports = { cacheControlFor };
