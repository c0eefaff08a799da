import { INLINE_RUNTIME_CONFIG_ID, type LiveReleaseMap } from '@rcm/shared';
import { previewSigningKey, signPreviewGrant } from '@rcm/shared/server';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createShellServer } from '../shell-server';
import { eventually, liveMap, startLiveMapBackend } from '../testing/live-map-backend';
import { STAND_IN_INDEX_HTML, STAND_IN_RUNTIME_CONFIG } from '../testing/stand-in-site';
import { tempDir } from '../testing/temp-dir';

/** The shell's server serving a canary and previews (the renderer a stand-in that shows what preview it was given). */
const TOKEN = 'deploy-token-for-tests';
const STORE = 'http://127.0.0.1:12/releases';
const A = '2026-12-06-1a2b3c4';
const B = '2026-12-07-5d6e7f8';
const C = '2026-12-08-9abcdef';
const shell = tempDir({
  'dist/index.html': STAND_IN_INDEX_HTML,
  'dist-server/shell-renderer.js': `const React = require(${JSON.stringify(require.resolve('react'))});
exports.renderShell = async ({ preview }) => ({ status: 200, element: React.createElement('nav', null, preview ? 'Banner ' + preview.release : 'layout') });`,
  'runtime-config.json': STAND_IN_RUNTIME_CONFIG,
});
const canary: LiveReleaseMap = {
  version: 2,
  remotes: { ...liveMap(2, {}).remotes, marketing: { live: A, canary: { id: B, percent: 50 } } },
};
const logged: string[] = [];
let backend: Awaited<ReturnType<typeof startLiveMapBackend>>;
let server: FastifyInstance;

const serverWith = (releases: boolean) =>
  createShellServer({
    distDir: path.join(shell, 'dist'),
    runtimeConfigFile: path.join(shell, 'runtime-config.json'),
    publicUrl: 'https://www.site.example',
    ...(releases ? { releases: { apiUrl: backend.url, deployToken: TOKEN, storeUrl: `${STORE}/` } } : {}),
    logger: { level: 'info', stream: new Writable({ write: (chunk, _encoding, done) => done(void logged.push(String(chunk))) }) },
  });
const follows = (version: number) => eventually(() => logged.join('').includes(`serving the live release map's version ${version}`), 2000);

beforeAll(async () => {
  backend = await startLiveMapBackend(TOKEN, liveMap(1, { marketing: A }));
  server = await serverWith(true);
  await follows(1);
});
afterAll(async () => {
  await server.close();
  await backend.stop();
});

const get = (url: string, cookies: Record<string, string> = {}) =>
  server.inject({ method: 'GET', url, cookies, headers: { 'accept-encoding': 'identity' } });
const inlined = (page: LightMyRequestResponse) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">(.*?)</script>`).exec(page.body)?.[1] ?? 'null');
const manifest = (id: string) => `${STORE}/marketing/${id}/mf-manifest.json`;
const cookieOf = (response: LightMyRequestResponse, name: string) => response.cookies.find((cookie) => cookie.name === name);
const now = () => Math.floor(Date.now() / 1000);
const key = previewSigningKey(TOKEN);

test('without a canary no bucket is handed out, and pages stay cacheable as before', async () => {
  for (const url of ['/about', '/runtime-config.json']) {
    const answer = await get(url);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['cache-control']).not.toContain('private');
  }
});

describe('while marketing has a 50 % canary', () => {
  beforeAll(async () => {
    backend.publish(canary);
    await follows(2);
  });
  afterAll(async () => {
    backend.publish(liveMap(3, { marketing: A }));
    await follows(3);
  });

  test('a fresh visitor gets a bucket cookie, and the same answer already names the release that bucket picks', async () => {
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 20; visitor += 1) {
      const page = await get('/about');
      const bucket = cookieOf(page, 'rcm_bucket');
      expect(bucket).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 60 * 60 });
      expect(bucket?.secure).toBeFalsy();
      const picked = Number(bucket?.value) < 5000 ? B : A;
      expect(inlined(page).remotes.marketing).toBe(manifest(picked));
      expect(page.headers['cache-control']).toBe('private, no-cache');
      seen.add(picked);
    }
    // 20 fresh visitors all on one side of 50 % would happen once in half a million runs.
    expect(seen).toEqual(new Set([A, B]));
  });

  test('a visitor with a bucket keeps it and its release, on pages and /runtime-config.json; an invalid bucket is replaced', async () => {
    for (const [bucket, release] of [
      ['4999', B],
      ['5000', A],
    ] as const) {
      const page = await get('/about', { rcm_bucket: bucket });
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(inlined(page).remotes.marketing).toBe(manifest(release));
      const runtime = await get('/runtime-config.json', { rcm_bucket: bucket });
      expect(JSON.parse(runtime.body).remotes.marketing).toBe(manifest(release));
      expect(runtime.headers['cache-control']).toBe('private, no-cache');
    }
    const replaced = await get('/runtime-config.json', { rcm_bucket: 'x' });
    const bucket = Number(cookieOf(replaced, 'rcm_bucket')?.value);
    expect(JSON.parse(replaced.body).remotes.marketing).toBe(manifest(bucket < 5000 ? B : A));
  });

  test('a valid preview link sets the preview cookie and leads home, where that release is served and rendered with the banner', async () => {
    const token = signPreviewGrant({ remote: 'marketing', release: C, expiresAt: now() + 600 }, key);
    const opened = await get(`/preview-release?token=${encodeURIComponent(token)}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    expect(opened.headers['cache-control']).toBe('no-store');
    const cookie = cookieOf(opened, 'rcm_preview');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeGreaterThan(590);
    expect(cookie?.maxAge).toBeLessThanOrEqual(600);

    const page = await get('/about', { rcm_bucket: '9999', rcm_preview: token });
    expect(inlined(page).remotes.marketing).toBe(manifest(C));
    expect(inlined(page).preview).toEqual({ remote: 'marketing', release: C, exitPath: '/preview-release/exit' });
    expect(page.body).toContain(`<nav>Banner ${C}</nav>`);
    expect(page.headers['set-cookie']).toBeUndefined();

    const exit = await get('/preview-release/exit', { rcm_preview: token });
    expect(exit.statusCode).toBe(303);
    expect(exit.headers.location).toBe('/');
    expect(cookieOf(exit, 'rcm_preview')).toMatchObject({ value: '', path: '/' });
  });

  test('a tampered or expired link sets nothing and clears any preview; such a cookie shows the live site and is cleared', async () => {
    const [, signature] = signPreviewGrant({ remote: 'marketing', release: C, expiresAt: now() + 600 }, key).split('.');
    const tampered = `${Buffer.from(JSON.stringify({ remote: 'marketing', release: B, expiresAt: now() + 600 })).toString('base64url')}.${signature}`;
    const expired = signPreviewGrant({ remote: 'marketing', release: C, expiresAt: now() - 1 }, key);
    for (const token of [tampered, expired]) {
      const opened = await get(`/preview-release?token=${encodeURIComponent(token)}`);
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe('/');
      expect(cookieOf(opened, 'rcm_preview')?.value).toBe('');
      const page = await get('/about', { rcm_bucket: '9999', rcm_preview: token });
      expect(inlined(page).remotes.marketing).toBe(manifest(A));
      expect(inlined(page)).not.toHaveProperty('preview');
      expect(page.body).toContain('<nav>layout</nav>');
      expect(cookieOf(page, 'rcm_preview')?.value).toBe('');
    }
  });
});

test('a web server that follows no releases has no preview routes', async () => {
  const plain = await serverWith(false);
  try {
    expect((await plain.inject({ method: 'GET', url: '/preview-release?token=x' })).statusCode).toBe(404);
    expect((await plain.inject({ method: 'GET', url: '/preview-release/exit' })).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});
