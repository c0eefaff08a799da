import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { FILE_CONTENT_SECURITY_POLICY } from './http/security-headers';
import { createStaticFilesServer } from './static-files-server';
import { tempDir } from './testing/temp-dir';

const outside = tempDir({ 'secret.txt': 'outside the root', 'etc/hostname': 'outside host' });
const root = tempDir({
  'index.html': '<!doctype html><title>remote</title>',
  'main.0a1b2c3d.js': 'console.log("main")',
  'main.0a1b2c3d.js.map': '{"version":3}',
  '.env': 'SECRET=1',
  'sub/.secret': 'hidden',
  'sub/ok.txt': 'fine',
});
fs.writeFileSync(path.join(root, 'main.0a1b2c3d.js.br'), zlib.brotliCompressSync('console.log("main")'));
fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'secret-link.txt'));
fs.symlinkSync(path.join(outside, 'etc'), path.join(root, 'etc-link'));
fs.symlinkSync(path.join(root, 'sub/ok.txt'), path.join(root, 'inside-link.txt'));

/** A release store: one folder per remote, one immutable folder per release in it (RELEASES_DIR). */
const store = tempDir({
  'marketing/2026-12-06-1a2b3c4/mf-manifest.json': '{"id":"marketing"}',
  'marketing/2026-12-06-1a2b3c4/remoteEntry.js': 'var rcm_marketing;',
  'marketing/2026-12-06-1a2b3c4/static/js/540.17926e44.js': 'console.log("chunk")',
  'marketing/2026-12-06-1a2b3c4/server/remoteEntry.js': 'module.exports = {};',
  'marketing/2026-12-06-1a2b3c4/.env': 'SECRET=1',
});

let server: FastifyInstance;
let base = '';
beforeAll(async () => {
  server = await createStaticFilesServer({ distDir: root, cors: true });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

/** Raw request, the URL sent exactly as written (fetch would normalise `..` and `%2e`). */
async function get(
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: OutgoingHttpHeaders; body: string }> {
  const response = await server.inject({ method: 'GET', url: rawPath, headers });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

test('serves the build with its cache policy and security headers', async () => {
  const response = await fetch(`${base}/main.0a1b2c3d.js`, { headers: { 'accept-encoding': 'identity' } });
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('console.log("main")');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
});

test('a precompressed file varies by Accept-Encoding, so no cache hands brotli to a client that did not ask for it', async () => {
  const response = await get('/main.0a1b2c3d.js', { 'accept-encoding': 'br' });
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
  expect((await get('/main.0a1b2c3d.js', { 'accept-encoding': 'identity' })).headers['vary']).toMatch(/Accept-Encoding/i);
});

test('dotfiles are never served, however the path is spelled', async () => {
  for (const rawPath of ['/.env', '/%2eenv', '/%2Eenv', '/sub/.secret', '/sub/%2esecret']) {
    const response = await get(rawPath);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('SECRET');
    expect(response.body).not.toContain('hidden');
  }
});

test('a symlink leading out of the root is not followed; one inside it is', async () => {
  expect((await get('/secret-link.txt')).status).toBe(404);
  expect((await get('/etc-link/hostname')).status).toBe(404);
  const inside = await get('/inside-link.txt');
  expect(inside.status).toBe(200);
  expect(inside.body).toBe('fine');
});

test('source maps are not published', async () => {
  expect((await get('/main.0a1b2c3d.js.map')).status).toBe(404);
});

test('HTML served as a file gets the locked-down CSP, not none', async () => {
  const response = await get('/index.html');
  expect(response.status).toBe(200);
  expect(response.headers['content-security-policy']).toBe(FILE_CONTENT_SECURITY_POLICY);
});

test('a URL the router rejects still gets the security headers', async () => {
  const response = await fetch(`${base}/%c0%ae`);
  expect(response.status).toBe(400);
  expect(response.headers.get('content-security-policy')).toBe(FILE_CONTENT_SECURITY_POLICY);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
});

test('a missing file is a 404 with the security headers', async () => {
  const response = await fetch(`${base}/nope.js`);
  expect(response.status).toBe(404);
  expect(response.headers.get('content-security-policy')).toBe(FILE_CONTENT_SECURITY_POLICY);
});

test('as a single-page app, a path without an extension gets index.html', async () => {
  const spa = await createStaticFilesServer({ distDir: root, singlePageApp: true });
  const response = await spa.inject({ method: 'GET', url: '/some/page' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<title>remote</title>');
  expect(response.headers['content-security-policy']).toMatch(/^default-src 'self';/);
  await spa.close();
});

test('a release store (`<remote>/<id>/` folders) is served under its path with the same rules: manifests revalidated, hashed files immutable, CORS', async () => {
  const releases = await createStaticFilesServer({ distDir: store, prefix: '/releases/', cors: true });
  const release = '/releases/marketing/2026-12-06-1a2b3c4';
  const get = (url: string) => releases.inject({ method: 'GET', url, headers: { origin: 'https://www.site.example' } });
  const manifest = await get(`${release}/mf-manifest.json`);
  expect([manifest.statusCode, manifest.body, manifest.headers['cache-control']]).toEqual([200, '{"id":"marketing"}', 'no-cache']);
  expect(manifest.headers['access-control-allow-origin']).toBe('*');
  for (const entry of [`${release}/remoteEntry.js`, `${release}/server/remoteEntry.js`])
    expect((await get(entry)).headers['cache-control']).toBe('no-cache');
  const chunk = await get(`${release}/static/js/540.17926e44.js`);
  expect([chunk.statusCode, chunk.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
  expect((await get(`${release}/.env`)).statusCode).toBe(404);
  expect((await get('/releases/marketing/2026-12-07-0000000/mf-manifest.json')).statusCode).toBe(404);
  // Only under its path.
  expect((await get('/marketing/2026-12-06-1a2b3c4/mf-manifest.json')).statusCode).toBe(404);
  await releases.close();
});
