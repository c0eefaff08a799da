import { remoteRoutes } from '@rcm/shared';
import type { SiteConfig } from '../config/runtime-config-file';
import { pageWarmer } from './page-warmer';
import type { RemotePageLoader } from './remote-page-loader';
import type { ReadRelease, RemoteRelease } from './remote-manifests';

const siteWith = (marketing: string): SiteConfig => {
  const config = {
    remotes: { marketing, account: 'https://a.example/mf-manifest.json', staff: 'https://s.example/mf-manifest.json' },
    backendUrl: 'https://api.example',
    appwrite: { endpoint: 'https://api.example/v1', projectId: 'rcm' },
  };
  return { config, json: JSON.stringify(config) };
};

const settled = () => new Promise((resolve) => setImmediate(resolve));

function warmerWithDoubles(unreadable: string[] = []) {
  const read: string[] = [];
  const prefetched: string[] = [];
  const loading = { now: 0, most: 0 };
  const readRelease: ReadRelease = async (manifestUrl) => {
    read.push(manifestUrl);
    return unreadable.includes(manifestUrl) ? undefined : ({ manifestUrl, id: manifestUrl } as unknown as RemoteRelease);
  };
  const loader: RemotePageLoader = {
    load: () => Promise.reject(new Error('the warmer never waits for a page')),
    prefetch: async (release, remote, module) => {
      prefetched.push(`${release.manifestUrl} ${remote} ${module}`);
      loading.now += 1;
      loading.most = Math.max(loading.most, loading.now);
      await settled();
      loading.now -= 1;
    },
  };
  return { warm: pageWarmer(readRelease, loader), read, prefetched, loading };
}

const routed = new Set(remoteRoutes.map((route) => `${route.remote} ${route.module}`));

test('a site config served for the first time starts loading every routed page of each of its releases, one at a time, each once, reading each manifest once', async () => {
  const { warm, read, prefetched, loading } = warmerWithDoubles();
  const site = siteWith('https://m.example/a/mf-manifest.json');
  await warm(site);
  expect(read.sort()).toEqual(Object.values(site.config.remotes).sort());
  expect(prefetched).toHaveLength(routed.size);
  expect(new Set(prefetched.map((entry) => entry.split(' ').slice(1).join(' ')))).toEqual(routed);
  expect(prefetched).toContain('https://m.example/a/mf-manifest.json marketing ./About');
  // One page at a time: a busy machine times out dozens of chunk fetches at once.
  expect(loading.most).toBe(1);

  // The same config again (another request): nothing more.
  await warm(siteWith('https://m.example/a/mf-manifest.json'));
  expect(prefetched).toHaveLength(routed.size);

  // Another release (a promote, a canary's candidate): its pages too.
  await warm(siteWith('https://m.example/b/mf-manifest.json'));
  expect(prefetched.filter((entry) => entry.startsWith('https://m.example/b/'))).toHaveLength(
    [...routed].filter((entry) => entry.startsWith('marketing ')).length,
  );
});

test('a release whose manifest cannot be read is skipped; the other remotes are warmed', async () => {
  const { warm, prefetched } = warmerWithDoubles(['https://a.example/mf-manifest.json']);
  await warm(siteWith('https://m.example/a/mf-manifest.json'));
  expect(prefetched.some((entry) => entry.includes(' account '))).toBe(false);
  expect(prefetched.some((entry) => entry.includes(' marketing '))).toBe(true);
});
