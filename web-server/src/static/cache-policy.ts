/**
 * Cache-Control for a static file by name: files that say where things are, or what the live
 * shell accepts (`federation-contract.json`, which `npm run release -- publish --shell` reads
 * right after a shell deploy), must always be revalidated; content-hashed files never change,
 * so browsers and CDNs keep them for a year.
 */
const ALWAYS_REVALIDATE =
  /(^|\/)(index\.html|runtime-config\.json|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|federation-contract\.json)$/;
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2)$/;

export function cacheControlFor(filePath: string): string {
  // Precompressed variants are served under the original file's name.
  const file = filePath.replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.test(file) || file.endsWith('.html')) return 'no-cache';
  if (CONTENT_HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
