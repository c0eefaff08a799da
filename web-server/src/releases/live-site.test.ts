import { INLINE_RUNTIME_CONFIG_ID } from '@rcm/shared';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createShellServer } from '../shell-server';
import { eventually, liveMap, startLiveMapBackend } from '../testing/live-map-backend';
import { STAND_IN_INDEX_HTML, STAND_IN_RUNTIME_CONFIG } from '../testing/stand-in-site';
import { tempDir } from '../testing/temp-dir';

/** The shell's server following a backend's live map (the shell's renderer a stand-in, no remote answering). */
const TOKEN = 'deploy-token-for-tests';
const STORE = 'http://127.0.0.1:12/releases';
const shell = tempDir({
  'dist/index.html': STAND_IN_INDEX_HTML,
  'dist-server/shell-renderer.js': `const React = require(${JSON.stringify(require.resolve('react'))});
exports.renderShell = async () => ({ status: 200, element: React.createElement('nav', null, 'layout') });`,
  'runtime-config.json': STAND_IN_RUNTIME_CONFIG,
});
const logged: string[] = [];
let backend: Awaited<ReturnType<typeof startLiveMapBackend>>;
let server: FastifyInstance;

beforeAll(async () => {
  backend = await startLiveMapBackend(TOKEN, liveMap(1, { marketing: '2026-12-06-1a2b3c4' }));
  server = await createShellServer({
    distDir: path.join(shell, 'dist'),
    runtimeConfigFile: path.join(shell, 'runtime-config.json'),
    publicUrl: 'https://www.site.example',
    releases: { apiUrl: backend.url, deployToken: TOKEN, storeUrl: `${STORE}/` },
    logger: { level: 'info', stream: new Writable({ write: (chunk, _encoding, done) => done(void logged.push(String(chunk))) }) },
  });
});
afterAll(async () => {
  await server.close();
  await backend.stop();
});

const inlinedConfig = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">(.*?)</script>`).exec(html)?.[1] ?? 'null');

test("the page's inlined runtime config, its CSP and /runtime-config.json name the live release; the next map moves them", async () => {
  await eventually(() => logged.join('').includes("serving the live release map's version 1"), 2000);
  const page = await server.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'identity' } });
  expect(page.statusCode).toBe(200);
  const inlined = inlinedConfig(page.body);
  expect(inlined.remotes).toEqual({
    marketing: `${STORE}/marketing/2026-12-06-1a2b3c4/mf-manifest.json`,
    account: 'http://127.0.0.1:9/a/mf-manifest.json',
    staff: 'http://127.0.0.1:9/s/mf-manifest.json',
  });
  expect(page.headers['content-security-policy']).toContain("script-src 'self' http://127.0.0.1:12 http://127.0.0.1:9");
  expect(JSON.parse((await server.inject({ method: 'GET', url: '/runtime-config.json' })).body).remotes).toEqual(inlined.remotes);

  backend.publish(liveMap(2, { marketing: '2026-12-07-5d6e7f8', account: '2026-12-07-5d6e7f8' }));
  await eventually(() => logged.join('').includes("serving the live release map's version 2"), 2000);
  const next = inlinedConfig((await server.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'identity' } })).body);
  expect(next.remotes.marketing).toBe(`${STORE}/marketing/2026-12-07-5d6e7f8/mf-manifest.json`);
  expect(next.remotes.account).toBe(`${STORE}/account/2026-12-07-5d6e7f8/mf-manifest.json`);
});

test('closing the server stops following: the backend hears nothing more from it', async () => {
  // Told apart from `server` by its token, which the backend refuses.
  const other = await createShellServer({
    distDir: path.join(shell, 'dist'),
    runtimeConfigFile: path.join(shell, 'runtime-config.json'),
    publicUrl: 'https://www.site.example',
    releases: { apiUrl: backend.url, deployToken: 'another-token', storeUrl: `${STORE}/` },
  });
  const refused = () => backend.answers.filter((status) => status === 401).length;
  await eventually(() => refused() >= 2, 3000);
  await other.close();
  const after = refused();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(refused()).toBe(after);
});
