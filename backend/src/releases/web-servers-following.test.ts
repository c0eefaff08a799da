import { releasePaths, type ReleaseChannelChange, type ReleaseManifest } from '@rcm/shared';
import { execFile, fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { releaseCall, sampleManifest, signedInReleaser } from '../testing/releases';
import type { SignedInStaff } from '../testing/staff-member';
import { nodeFetch, startTestServer, type TestServer } from '../testing/test-server';
import { waitUntil } from '../testing/wait-until';

/**
 * What the web servers do with the registry, against the real thing on both sides: this API on
 * the embedded database (the registry), and two shell web servers, each a process of its own
 * as `npm start` and production run them (web-server/src/testing/shell-server-process.cjs: the
 * web server as built, on a stand-in shell), following it with the deploy token. Releases are
 * published and promoted through the API as the release command does, by a staff member with
 * two factors and the `release:marketing` role.
 */

const DEPLOY_TOKEN = 'a-deploy-token-of-at-least-32-bytes-0123456789';
const STORE = 'http://127.0.0.1:12/releases/';
const webServerDir = path.resolve(__dirname, '../../../web-server');
/** How long the backend keeps an idle connection open (Node's default is 72 s). */
const KEEP_ALIVE_MS = 2000;

interface WebServer {
  url: string;
  logs: string[];
  heap(): Promise<number>;
  stop(): void;
}

/** A shell web server following the registry at `apiUrl`, in a process of its own. */
async function startWebServer(apiUrl: string): Promise<WebServer> {
  const child: ChildProcess = fork(path.join(webServerDir, 'src/testing/shell-server-process.cjs'), {
    execArgv: ['--expose-gc'],
    env: { ...process.env, RELEASES_API_URL: apiUrl, DEPLOY_TOKEN, RELEASES_URL: STORE },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const logs: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the web server exited (${code}) before it listened`)));
    child.on('message', (message: { url?: string; log?: string }) => {
      if (message.log) logs.push(message.log);
      if (message.url) resolve(message.url);
    });
  });
  return {
    url,
    logs,
    heap: () =>
      new Promise((resolve) => {
        const answer = (message: { heap?: number }) => {
          if (message.heap === undefined) return;
          child.off('message', answer);
          resolve(message.heap);
        };
        child.on('message', answer);
        child.send('heap');
      }),
    stop: () => child.kill(),
  };
}

/** The release of marketing the page at /about names (a fresh visitor's: no cookie), if any of the store's. */
async function marketingReleaseOn(server: WebServer): Promise<string | undefined> {
  const page = await nodeFetch(`${server.url}/about`, { headers: { 'accept-encoding': 'identity' } });
  if (page.status !== 200) throw new Error(`/about answered ${page.status}`);
  return new RegExp(`${STORE}marketing/([^/]+)/mf-manifest.json`).exec(await page.text())?.[1];
}

let backend: TestServer;
let backendStopped = false;
let releaser: SignedInStaff;
const webServers: WebServer[] = [];
let releaseA: ReleaseManifest;
let releaseB: ReleaseManifest;

/** A channel change through the API; the live map's version it makes. */
const change = async (action: 'promote' | 'rollback', id?: string): Promise<number> => {
  const reply = await releaseCall(backend, releaser.cookie, 'POST', releasePaths.channel('marketing', action), { id, reason: 'test' });
  if (reply.status !== 200) throw new Error(`${action}: ${reply.status} ${JSON.stringify(reply.json)}`);
  return (reply.json as unknown as ReleaseChannelChange).version;
};
/** Resolves once every web server names `id` (fails after `timeoutMs`). */
const followed = (id: string, servers: WebServer[] = webServers, timeoutMs = 2000) =>
  waitUntil(async () => (await Promise.all(servers.map(marketingReleaseOn))).every((named) => named === id), timeoutMs);

beforeAll(async () => {
  // The web server runs as built: build it as it is now.
  await promisify(execFile)('npx', ['tsc', '-b', webServerDir]);
  backend = await startTestServer({ deployToken: DEPLOY_TOKEN });
  // Idle connections closed after 2 s, not Node's 72 s: see the heap test's warm-up.
  backend.app.server.keepAliveTimeout = KEEP_ALIVE_MS;
  releaser = await signedInReleaser(backend, ['marketing']);
  for (const manifest of [(releaseA = sampleManifest('marketing')), (releaseB = sampleManifest('marketing'))]) {
    const reply = await releaseCall(backend, releaser.cookie, 'POST', releasePaths.releases, { ...manifest, reason: 'built' });
    if (reply.status !== 201) throw new Error(`publish: ${reply.status}`);
  }
  webServers.push(await startWebServer(backend.url), await startWebServer(backend.url));
  await change('promote', releaseA.id);
  await followed(releaseA.id, webServers, 5000);
}, 120_000);
afterAll(async () => {
  for (const server of webServers) server.stop();
  if (!backendStopped) await backend.close();
});

test("a web server's heap stays flat over 50 promote/rollback cycles through the registry", async () => {
  const [server] = webServers as [WebServer];
  // Warm up: a page is served a few thousand times before the heap measures anything but the
  // V8 feedback and caches of code getting hot (half a megabyte, then flat).
  for (let request = 0; request < 2000; request += 1) await marketingReleaseOn(server);
  // And past the backend's closing of the web server's first idle connections: the first error
  // stack fetch formats ("other side closed") makes V8 keep undici's script's line table, 120 KB
  // once. With Node's 72 s that came within the measured cycles and read as growth.
  await new Promise((resolve) => setTimeout(resolve, KEEP_ALIVE_MS + 1500));
  /** One change, then the first page the server serves once it has read the map: from the new release, within 2 s. */
  const cycleTo = async (action: 'promote' | 'rollback', release: ReleaseManifest) => {
    const version = await change(action, action === 'promote' ? release.id : undefined);
    await waitUntil(() => server.logs.some((line) => line.endsWith(`version ${version}`)), 2000);
    expect(await marketingReleaseOn(server)).toBe(release.id);
  };
  /** The objects' heap after full collections, every 5 cycles from cycle 10 on. */
  const heaps: number[] = [];
  for (let cycle = 1; cycle <= 50; cycle += 1) {
    await cycleTo('promote', releaseB);
    await cycleTo('rollback', releaseA);
    if (cycle >= 10 && cycle % 5 === 0) heaps.push(await server.heap());
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`objects' heap after gc, cycles 10 to 50: ${heaps.map(kb).join(', ')}`);
  // Growth from the lowest reading to cycle 50's. From the lowest, not from cycle 10's: what the
  // warm-up left (a few hundred KB) is let go at a cycle of its own between 5 and 20, and from
  // the cycle-10 reading that drop would hide a leak as large. 40 cycles are 80 live maps read
  // and 80 pages served from them: a map, a site config composed from one or a cached page kept
  // per change would be a KB or more each (80 KB and up over the 40 cycles, less from a later
  // floor), a release kept far more. Without such a leak the readings rose by 70 KB over these
  // cycles in our runs (40 of it by cycle 25), with time rather than with changes. Two bounded
  // fillings once read as growth here and are now out of the measure: V8's line table of
  // undici's script (the warm-up's wait) and Node's buffer of fetch's timings (the harness
  // clears it before measuring).
  const growth = heaps.at(-1)! - Math.min(...heaps);
  expect(growth).toBeLessThan(160 * 1024);
}, 240_000);

test('with the backend stopped, both web servers keep serving the last map, and say so in their logs', async () => {
  await change('promote', releaseB.id);
  await followed(releaseB.id);
  // What each logged before (a first poll slow on a busy machine is logged too) is not this test's.
  const logsBefore = webServers.map((server) => server.logs.length);
  const outageLogs = (server: WebServer, index: number) =>
    server.logs.slice(logsBefore[index]).filter((line) => line.includes('cannot be read'));
  await backend.close();
  backendStopped = true;
  await waitUntil(() => webServers.every((server, index) => outageLogs(server, index).length > 0), 5000);
  // Several polls later, still the last map's release on either server, the outage logged once.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const [index, server] of webServers.entries()) {
    expect(await marketingReleaseOn(server)).toBe(releaseB.id);
    expect(outageLogs(server, index)).toEqual([
      expect.stringMatching(/the live release map cannot be read from .*; serving the map's version \d+ until it can/),
    ]);
  }
}, 60_000);
