import fs from 'node:fs';
import path from 'node:path';
import { remoteModules, type ReleaseManifest, type RemoteName, type RemoteReleases } from '@rcm/shared';
import { tempDir } from '../testing/temp-dir';
import { SEED_REASON, seedReleases, type SeedRegistry } from './seed';
import { testContext } from './testing/contract-api';

const shared = [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }];
const manifestOf = (remote: RemoteName, buildVersion: string) =>
  JSON.stringify({
    metaData: { buildInfo: { buildVersion } },
    exposes: remoteModules[remote].map((module) => ({ name: module.slice(2), path: module })),
    shared,
  });

/** The registry as the backend keeps it, in memory: what was published, and what was promoted, in order. */
function registryDouble() {
  const published: ReleaseManifest[] = [];
  const promoted: Array<{ remote: RemoteName; id: string; reason: string }> = [];
  const remoteOf = (remote: RemoteName): RemoteReleases => ({
    remote,
    channel: { live: promoted.filter((entry) => entry.remote === remote).at(-1)?.id ?? null, canary: null },
    analysis: null,
    releases: published.filter((release) => release.remote === remote).map((release) => ({ ...release }) as never),
    events: [],
    figures: [],
  });
  const registry: SeedRegistry = {
    list: async (remote) => ({
      version: promoted.length,
      remotes: (remote ? [remote] : (['marketing', 'account', 'staff'] as const)).map(remoteOf),
    }),
    publish: async (manifest) => {
      published.push(manifest);
    },
    promote: async (remote, id, reason) => {
      promoted.push({ remote, id, reason });
    },
  };
  return { registry, published, promoted };
}

const dir = tempDir({
  'shell/dist/federation-contract.json': JSON.stringify({ react: { version: '19.3.1', requiredVersion: '^19.0.0' } }),
  'marketing-remote/dist/mf-manifest.json': manifestOf('marketing', 'build-a'),
  'account-remote/dist/mf-manifest.json': manifestOf('account', 'build-a'),
});
const marketingManifest = path.join(dir, 'marketing-remote/dist/mf-manifest.json');

beforeEach(() => {
  fs.rmSync(path.join(dir, 'store'), { recursive: true, force: true });
  fs.writeFileSync(marketingManifest, manifestOf('marketing', 'build-a'));
});

test("each remote's build is published into the store and promoted, with the seed's reason", async () => {
  const { registry, published, promoted } = registryDouble();
  const outcomes = await seedReleases(testContext(dir, {}), registry, ['marketing', 'account']);

  const id = '2026-12-06-1a2b3c4';
  expect(outcomes).toEqual([
    { remote: 'marketing', id, published: true },
    { remote: 'account', id, published: true },
  ]);
  expect(published.map((release) => [release.remote, release.id, release.commit])).toEqual([
    ['marketing', id, '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b'],
    ['account', id, '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b'],
  ]);
  expect(promoted).toEqual([
    { remote: 'marketing', id, reason: SEED_REASON },
    { remote: 'account', id, reason: SEED_REASON },
  ]);
  expect(fs.existsSync(path.join(dir, 'store/marketing', id, 'mf-manifest.json'))).toBe(true);
});

test('a live release of the same build is kept: a restart without a rebuild adds nothing; a new build is published again', async () => {
  const { registry, published, promoted } = registryDouble();
  const context = testContext(dir, {});
  await seedReleases(context, registry, ['marketing']);

  expect(await seedReleases(context, registry, ['marketing'])).toEqual([
    { remote: 'marketing', id: '2026-12-06-1a2b3c4', published: false },
  ]);
  expect([published.length, promoted.length]).toEqual([1, 1]);

  fs.writeFileSync(marketingManifest, manifestOf('marketing', 'build-b'));
  expect(await seedReleases(context, registry, ['marketing'])).toEqual([
    { remote: 'marketing', id: '2026-12-06-1a2b3c4-2', published: true },
  ]);
  expect(promoted.map((entry) => entry.id)).toEqual(['2026-12-06-1a2b3c4', '2026-12-06-1a2b3c4-2']);
});

test('a release promoted by a team stays live while the checkout has the build it had before', async () => {
  const { registry, promoted } = registryDouble();
  const context = testContext(dir, {});
  await seedReleases(context, registry, ['marketing']);
  // The team's release is another build: the next start puts the checkout's build back only because it differs.
  fs.writeFileSync(marketingManifest, manifestOf('marketing', 'team-build'));
  await seedReleases(context, registry, ['marketing']);
  fs.writeFileSync(marketingManifest, manifestOf('marketing', 'build-a'));
  promoted.push({ remote: 'marketing', id: '2026-12-06-1a2b3c4', reason: 'back to the first' });
  expect(await seedReleases(context, registry, ['marketing'])).toEqual([
    { remote: 'marketing', id: '2026-12-06-1a2b3c4', published: false },
  ]);
});

test('a remote not built is refused by name before anything is stored', async () => {
  const { registry, published } = registryDouble();
  await expect(seedReleases(testContext(dir, {}), registry, ['staff'])).rejects.toThrow(
    `${path.join(dir, 'staff-remote', 'dist')} has no built Module Federation manifest: build staff first.`,
  );
  expect(published).toEqual([]);
});
