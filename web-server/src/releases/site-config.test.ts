import type { LiveReleaseMap } from '@rcm/shared';
import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '../config/runtime-config-file';
import { liveMap } from '../testing/live-map-backend';
import { siteReader } from './site-config';

const config = {
  remotes: {
    marketing: 'https://m.example/mf-manifest.json',
    account: 'https://a.example/mf-manifest.json',
    staff: 'https://s.example/mf-manifest.json',
  },
  backendUrl: 'https://api.example',
  appwrite: { endpoint: 'https://api.example/v1', projectId: 'rcm' },
};
const file: SiteConfig = { config, json: JSON.stringify(config) };
const request = {} as FastifyRequest;
const STORE = 'https://cdn.example/releases/';

test('before the first map, and without releases, the file is served as it is', async () => {
  expect(await siteReader(async () => file)(request)).toBe(file);
  expect(await siteReader(async () => file, { map: () => undefined, storeUrl: STORE })(request)).toBe(file);
  expect(await siteReader(async () => undefined, { map: () => liveMap(1, {}), storeUrl: STORE })(request)).toBeUndefined();
});

test("each remote the map names is its live release's manifest in the store; one never promoted keeps the file's entry", async () => {
  let map: LiveReleaseMap = liveMap(3, { marketing: '2026-12-06-1a2b3c4', staff: '2026-12-05-0abcdef-2' });
  const read = siteReader(async () => file, { map: () => map, storeUrl: STORE });
  const site = await read(request);
  expect(site?.config).toEqual({
    ...config,
    remotes: {
      marketing: 'https://cdn.example/releases/marketing/2026-12-06-1a2b3c4/mf-manifest.json',
      account: 'https://a.example/mf-manifest.json',
      staff: 'https://cdn.example/releases/staff/2026-12-05-0abcdef-2/mf-manifest.json',
    },
  });
  expect(JSON.parse(site?.json ?? '')).toEqual(site?.config);
  // One composed value per state: pages key their cache on it.
  expect(await read(request)).toBe(site);
  map = liveMap(4, { marketing: '2026-12-07-5d6e7f8' });
  expect((await read(request))?.config.remotes.marketing).toBe(
    'https://cdn.example/releases/marketing/2026-12-07-5d6e7f8/mf-manifest.json',
  );
});
