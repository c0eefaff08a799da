import type { LiveReleaseMap } from '@rcm/shared';
import { previewSigningKey, signPreviewGrant } from '@rcm/shared/server';
import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '../config/runtime-config-file';
import { liveMap } from '../testing/live-map-backend';
import { EXAMPLE_SITE } from '../testing/stand-in-site';
import { siteReader } from './site-config';

const file: SiteConfig = EXAMPLE_SITE;
const request = {} as FastifyRequest;
const STORE = 'https://cdn.example/releases/';
const previewKey = previewSigningKey('deploy-token-for-tests');
const releases = (map: () => LiveReleaseMap | undefined) => ({ map, storeUrl: STORE, previewKey });
const reader = (readFile: () => Promise<SiteConfig | undefined>, live?: ReturnType<typeof releases>) => siteReader(readFile, live).readSite;

test('before the first map, and without releases, the file is served as it is', async () => {
  expect(await reader(async () => file)(request)).toBe(file);
  expect(
    await reader(
      async () => file,
      releases(() => undefined),
    )(request),
  ).toBe(file);
  expect(
    await reader(
      async () => undefined,
      releases(() => liveMap(1, {})),
    )(request),
  ).toBeUndefined();
});

test("each remote the map names is its live release's manifest in the store; one never promoted keeps the file's entry", async () => {
  let map: LiveReleaseMap = liveMap(3, { marketing: '2026-12-06-1a2b3c4', staff: '2026-12-05-0abcdef-2' });
  const read = reader(
    async () => file,
    releases(() => map),
  );
  const site = await read(request);
  expect(site?.config).toEqual({
    ...file.config,
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

const A = '2026-12-06-1a2b3c4';
const B = '2026-12-07-5d6e7f8';
const canaryMap: LiveReleaseMap = {
  version: 5,
  remotes: { ...liveMap(5, { marketing: A }).remotes, marketing: { live: A, canary: { id: B, percent: 50 } } },
};
const visitorWith = (cookies: Record<string, string>) => ({ cookies }) as unknown as FastifyRequest;
const marketingOf = async (read: ReturnType<typeof reader>, cookies: Record<string, string>) =>
  (await read(visitorWith(cookies)))?.config.remotes.marketing;

test('while a canary runs, each visitor gets the release its bucket picks; one composed value per choice, until the map changes', async () => {
  let map = canaryMap;
  const read = reader(
    async () => file,
    releases(() => map),
  );
  expect(await marketingOf(read, { rcm_bucket: '4999' })).toBe(`${STORE}marketing/${B}/mf-manifest.json`);
  expect(await marketingOf(read, { rcm_bucket: '5000' })).toBe(`${STORE}marketing/${A}/mf-manifest.json`);
  const candidate = await read(visitorWith({ rcm_bucket: '0' }));
  expect(await read(visitorWith({ rcm_bucket: '12' }))).toBe(candidate);
  expect(await read(visitorWith({ rcm_bucket: '9999' }))).not.toBe(candidate);
  map = { ...canaryMap, version: 6 };
  const afterChange = await read(visitorWith({ rcm_bucket: '0' }));
  expect(afterChange).not.toBe(candidate);
  expect(afterChange?.json).toBe(candidate?.json);
});

test('a preview names its release for its remote, over the canary, and says so in the config; an expired one counts for nothing', async () => {
  const read = siteReader(
    async () => file,
    releases(() => canaryMap),
  );
  const now = Math.floor(Date.now() / 1000);
  const C = '2026-12-08-9abcdef';
  const token = signPreviewGrant({ remote: 'marketing', release: C, expiresAt: now + 60 }, previewKey);
  const previewing = visitorWith({ rcm_bucket: '0', rcm_preview: token });
  const site = await read.readSite(previewing);
  expect(site?.config.remotes.marketing).toBe(`${STORE}marketing/${C}/mf-manifest.json`);
  expect(site?.config.preview).toEqual({ remote: 'marketing', release: C, exitPath: '/preview-release/exit' });
  expect(read.visitorOf(previewing)).toMatchObject({ personal: true, stalePreview: false, newBucket: false });
  const expired = visitorWith({
    rcm_bucket: '0',
    rcm_preview: signPreviewGrant({ remote: 'marketing', release: C, expiresAt: now - 1 }, previewKey),
  });
  const live = await read.readSite(expired);
  expect(live?.config.remotes.marketing).toBe(`${STORE}marketing/${B}/mf-manifest.json`);
  expect(live?.config).not.toHaveProperty('preview');
  expect(read.visitorOf(expired)?.stalePreview).toBe(true);
});

test("the sites the map serves, to warm: a visitor's in every canary and one's in none; one site without a canary", async () => {
  let map: LiveReleaseMap | undefined = canaryMap;
  const { readSite, sitesServed } = siteReader(
    async () => file,
    releases(() => map),
  );
  const served = await sitesServed();
  expect(served.map((site) => site.config.remotes.marketing)).toEqual([
    `${STORE}marketing/${B}/mf-manifest.json`,
    `${STORE}marketing/${A}/mf-manifest.json`,
  ]);
  // The very values visitors' pages are served with: warming one warms their pages' cache key.
  expect(served).toEqual([await readSite(visitorWith({ rcm_bucket: '3' })), await readSite(visitorWith({ rcm_bucket: '7000' }))]);
  map = liveMap(6, { marketing: A });
  expect((await sitesServed()).map((site) => site.config.remotes.marketing)).toEqual([`${STORE}marketing/${A}/mf-manifest.json`]);
  map = undefined;
  expect(await sitesServed()).toEqual([file]);
  expect(await siteReader(async () => file).sitesServed()).toEqual([file]);
  expect(await siteReader(async () => undefined).sitesServed()).toEqual([]);
});
