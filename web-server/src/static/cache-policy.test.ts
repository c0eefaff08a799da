import { cacheControlFor } from './cache-policy';

test('files that locate other files are always revalidated; hashed files are immutable', () => {
  for (const file of [
    '/d/index.html',
    '/d/runtime-config.json',
    '/d/remoteEntry.js',
    '/d/remoteEntry.js.br',
    '/d/mf-manifest.json.gz',
    '/d/server/remoteEntry.js',
    '/d/federation-contract.json',
  ]) {
    expect(cacheControlFor(file)).toBe('no-cache');
  }
  for (const file of ['/d/main.0a1b2c3d.js', '/d/540.17926e44.js.gz', '/d/__federation_expose_About.18a00b46.css.br']) {
    expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
  }
  expect(cacheControlFor('/d/favicon.svg')).toBe('public, max-age=3600');
});
