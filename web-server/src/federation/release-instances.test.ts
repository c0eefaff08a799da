import type { FastifyInstance } from 'fastify';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { createStaticFilesServer } from '../static-files-server';
import { buildMarketingRelease } from '../testing/remote-builds';
import { tempDir } from '../testing/temp-dir';

// Two builds of marketing (A and B) in a release store served over HTTP, as the web server
// meets them, each with its own federation build version as scripts/build.mjs gives. The
// loader runs in a process of its own (testing/release-loading-scenarios.cjs), from its build.
const sources = tempDir();
const store = tempDir();
const webServerDir = path.resolve(__dirname, '../..');
let server: FastifyInstance;
let storeUrl = '';

beforeAll(async () => {
  await Promise.all([
    buildMarketingRelease(path.join(sources, 'a'), path.join(store, 'a'), 'Release A', 'test-release-a'),
    buildMarketingRelease(path.join(sources, 'b'), path.join(store, 'b'), 'Release B', 'test-release-b'),
    // The scenarios run the loader as built: build it as it is now.
    promisify(execFile)('npx', ['tsc', '-b', webServerDir]),
  ]);
  server = await createStaticFilesServer({ distDir: store, cors: false });
  storeUrl = await server.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(() => server.close());

async function scenario<T>(name: string, args: string[] = [], env: Record<string, string> = {}): Promise<T & { logs: string[] }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', path.join(webServerDir, 'src/testing/release-loading-scenarios.cjs'), name, storeUrl, ...args],
    { env: { ...process.env, ...env } },
  );
  return JSON.parse(stdout) as T & { logs: string[] };
}

test('two releases of one remote render side by side, each its own pages, never the other’s', async () => {
  const { wrong, logs } = await scenario<{ wrong: string[] }>('interleaved');
  expect(wrong).toEqual([]);
  expect(logs).toEqual([]);
}, 60_000);

test('a prefetched page is loaded before any request asks for it, once, and the request gets that load', async () => {
  const result = await scenario<{ fetchedBeforeRender: boolean; html: string; aboutChunkFetches: number }>('prefetched');
  expect(result).toEqual({ fetchedBeforeRender: true, html: '<p>Release A ./About</p>', aboutChunkFetches: 1, logs: [] });
}, 60_000);

test('a release no request names for a while is dropped, leaving nothing of it in the federation runtime; the other goes on', async () => {
  type Keys = { instances: string[]; shareScopes: string[]; moduleInfo: string[] };
  const result = await scenario<{
    renders: string[];
    namingBWhileLoaded: number;
    namingBAfterDrop: string[];
    withA: Keys;
    withAAndB: Keys;
    afterDrop: Keys;
  }>('drop');
  expect(result.renders).toEqual([
    '<p>Release A ./Home</p>',
    '<p>Release B ./Home</p>',
    '<p>Release A ./Contact</p>',
    '<p>Release A ./Home</p>',
    // Named again, B is loaded afresh.
    '<p>Release B ./About</p>',
  ]);
  expect(result.namingBWhileLoaded).toBeGreaterThan(0);
  expect(result.namingBAfterDrop).toEqual([]);
  // B's two instances (the server's for it, and B's own) came, and went with all they were keyed by.
  expect(result.withAAndB.instances).toHaveLength(result.withA.instances.length + 2);
  expect(result.withAAndB.instances).toContain('rcm_marketing:test-release-b');
  expect(result.afterDrop).toEqual(result.withA);
  expect(result.logs).toEqual([]);
}, 60_000);

test('a release of the same build version as one loaded is left to the browser, and the loaded one goes on', async () => {
  fs.cpSync(path.join(store, 'b'), path.join(store, 'b-twin'), { recursive: true });
  fs.cpSync(path.join(store, 'b'), path.join(store, 'b-broken'), { recursive: true });
  fs.rmSync(path.join(store, 'b-broken/server/remoteEntry.js'));
  const { renders, logs } = await scenario<{ renders: string[] }>('twins');
  expect(renders).toEqual([
    'b-broken ./Home not loaded',
    // A release of that build version that failed to load holds no container, and blocks nothing.
    '<p>Release B ./Home</p>',
    'b-twin ./Home not loaded',
    '<p>Release B ./About</p>',
    '<p>Release A ./Home</p>',
  ]);
  expect(logs).toEqual([
    expect.stringMatching(/b-broken\/server\/mf-manifest.json could not be loaded on the server/),
    expect.stringMatching(/b-twin\/server\/mf-manifest.json has the federation build version test-release-b of .*\/b\/server/),
  ]);
}, 60_000);

test('dropped releases are garbage-collected; releases kept are not (the measure can tell)', async () => {
  const releases = 8;
  // Releases of their own, each with a build version of its own: B's build copied, its version
  // renamed where the build wrote it (a rebuild per release would take minutes).
  for (let index = 0; index < releases; index += 1) {
    const folder = path.join(store, `b-${index}/server`);
    fs.cpSync(path.join(store, 'b/server'), folder, { recursive: true });
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']) {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      fs.writeFileSync(path.join(folder, file), text.replaceAll('test-release-b', `test-release-b-${index}`));
    }
  }
  const dropped = await scenario<{ loaded: number; alive: number }>('collected', [String(releases)], { IDLE_MS: '100' });
  expect(dropped).toMatchObject({ loaded: releases, alive: 0, logs: [] });
  const kept = await scenario<{ loaded: number; alive: number }>('collected', [String(releases)], { IDLE_MS: '3600000' });
  expect(kept).toMatchObject({ loaded: releases, alive: releases, logs: [] });
}, 120_000);
