import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createShellServer } from './shell-server';
import { FILE_CONTENT_SECURITY_POLICY } from './http/security-headers';
import { tempDir } from './testing/temp-dir';

/**
 * The shell's server with a stand-in for the shell's renderer and remotes that do not answer:
 * everything but loading real remote pages (the browser tests cover that against real builds).
 */
const template =
  '<!doctype html><html lang=en><head><title>Built title</title><meta name=description content="Built"><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
const shell = tempDir({
  'dist/index.html': template,
  'dist/main.js': 'console.log("shell")',
  'dist/.env': 'SECRET=1',
  // The real renderer's contract (RenderShell), rendering the layout with or without a page.
  'dist-server/shell-renderer.js': `const React = require(${JSON.stringify(require.resolve('react'))});
exports.renderShell = async ({ url, page }) => ({ status: 200, element: React.createElement('nav', { 'aria-label': 'Main' }, page ? 'with page' : 'layout ' + new URL(url).pathname + new URL(url).search) });`,
});
const configFile = path.join(shell, 'runtime-config.json');
const config = (marketing: string) => ({
  remotes: {
    marketing: `${marketing}/mf-manifest.json`,
    account: 'http://127.0.0.1:9/mf-manifest.json',
    staff: 'http://127.0.0.1:9/staff/mf-manifest.json',
  },
  backendUrl: 'https://api.example',
  appwrite: { endpoint: 'https://api.example/v1', projectId: 'rcm' },
});
const logged: string[] = [];

let server: FastifyInstance;
let base = '';
beforeAll(async () => {
  fs.writeFileSync(configFile, JSON.stringify(config('http://127.0.0.1:9')));
  const stream = new Writable({ write: (chunk, _encoding, done) => done(void logged.push(String(chunk))) });
  server = await createShellServer({
    distDir: path.join(shell, 'dist'),
    runtimeConfigFile: configFile,
    publicUrl: 'https://www.site.example/',
    logger: { level: 'warn', stream },
  });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

test("a page whose remote does not answer is the layout, with the site's head, status 200, and never cached", async () => {
  const response = await fetch(`${base}/about`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<div id="root"><nav aria-label="Main">layout /about</nav></div>');
  expect(html).toContain('<title data-server-head>Clarity RCM — Medical Billing &amp; Revenue Cycle Management</title>');
  expect(html).toContain('<link rel="canonical" href="https://www.site.example/about" data-server-head="">');
  expect(html).toContain('<script type="application/json" id="rcm-server-render">{}</script>');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('etag')).toBeNull();
  expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' http://127.0.0.1:9 https://api.example");
});

test("a page of the visitor's own or of a mailed link is rendered from its whole address, private, no-store; any other from its path", async () => {
  const reset = await fetch(`${base}/reset-password?userId=u1&secret=s1`);
  expect(await reset.text()).toContain('<nav aria-label="Main">layout /reset-password?userId=u1&amp;secret=s1</nav>');
  expect(reset.headers.get('cache-control')).toBe('private, no-store');
  expect((await fetch(`${base}/profile`)).headers.get('cache-control')).toBe('private, no-store');
  expect(await (await fetch(`${base}/about?utm_source=mail`)).text()).toContain('<nav aria-label="Main">layout /about</nav>');
});

test('another spelling of a page path is a permanent redirect to its one path, query kept, never to another host (L18)', async () => {
  for (const [spelling, location] of [
    ['/about/', '/about'],
    ['//about', '/about'],
    ['/about//', '/about'],
    ['///about?utm_source=mail&x=%2F', '/about?utm_source=mail&x=%2F'],
    ['//evil/', '/evil'],
    ['/insights//a/', '/insights/a'],
  ]) {
    const response = await fetch(`${base}${spelling}`, { redirect: 'manual' });
    expect([spelling, response.status, response.headers.get('location')]).toEqual([spelling, 301, location]);
    expect(response.headers.get('content-security-policy')).toBeTruthy();
  }
  expect((await fetch(`${base}/about`, { redirect: 'manual' })).status).toBe(200);
  // A path with a file extension is no page: not found, and no Location a browser could read as a host.
  const file = await fetch(`${base}//evil.example/`, { redirect: 'manual' });
  expect([file.status, file.headers.get('location')]).toEqual([404, null]);
});

test('an unknown path answers 404 with the error head', async () => {
  const response = await fetch(`${base}/no/such/page`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('<title data-server-head>Unexpected Application Error! | Clarity RCM</title>');
});

test('pages are compressed for clients that take it, and sent plain to those that do not', async () => {
  const brotli = await server.inject({ method: 'GET', url: '/contact', headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['vary']).toBe('Accept-Encoding');
  const plain = await server.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toContain('layout /');
});

test('the runtime config, the CSP and the pages follow the file at each request', async () => {
  fs.writeFileSync(configFile, JSON.stringify(config('http://127.0.0.1:10')));
  const response = await fetch(`${base}/runtime-config.json`);
  expect(await response.json()).toEqual({ ...config('http://127.0.0.1:10'), publicUrl: 'https://www.site.example', rumSampleRate: 1 });
  expect((await fetch(`${base}/`)).headers.get('content-security-policy')).toContain(
    "script-src 'self' http://127.0.0.1:10 http://127.0.0.1:9",
  );
  fs.writeFileSync(configFile, JSON.stringify(config('http://127.0.0.1:9')));
});

test('robots.txt names the sitemap; the sitemap lists the fixed pages even while a remote is down, and says what it lacks', async () => {
  expect(await (await fetch(`${base}/robots.txt`)).text()).toBe('User-agent: *\nAllow: /\nSitemap: https://www.site.example/sitemap.xml\n');
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  expect(sitemap).toContain('<loc>https://www.site.example/</loc>');
  expect(sitemap).toContain('<loc>https://www.site.example/login</loc>');
  expect(sitemap).not.toContain('/profile');
  expect(logged.join('')).toContain('the sitemap lacks the pages of /insights/:slug');
});

test("the shell's files are served, never a dotfile (that path is a page like any other), and router errors keep the headers", async () => {
  expect(await (await fetch(`${base}/main.js`)).text()).toBe('console.log("shell")');
  const dotfile = await fetch(`${base}/.env`);
  expect(dotfile.status).toBe(404);
  expect(await dotfile.text()).not.toContain('SECRET');
  const bad = await fetch(`${base}/%c0%ae`);
  expect(bad.status).toBe(400);
  expect(bad.headers.get('content-security-policy')).toBe(FILE_CONTENT_SECURITY_POLICY);
});

test('every reply names its request in X-Request-Id, a new one each time; an id a proxy gave is kept', async () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const page = await fetch(`${base}/about`);
  const file = await fetch(`${base}/main.js`);
  const missing = await fetch(`${base}/no-such-page`);
  const ids = [page, file, missing].map((reply) => reply.headers.get('x-request-id'));
  for (const id of ids) expect(id).toMatch(uuid);
  expect(new Set(ids).size).toBe(3);
  const given = await fetch(`${base}/`, { headers: { 'x-request-id': 'edge-1234-abcd' } });
  expect(given.headers.get('x-request-id')).toBe('edge-1234-abcd');
});

test("a new build of the shell's page is used from the next request, without a restart", async () => {
  const indexFile = path.join(shell, 'dist/index.html');
  const write = (html: string) => {
    fs.writeFileSync(`${indexFile}.new`, html);
    fs.renameSync(`${indexFile}.new`, indexFile); // as a deploy does: a new file, never half written
  };
  try {
    write(template.replace('</head>', '<script defer src=/next.js></script></head>'));
    expect(await (await fetch(`${base}/about`)).text()).toContain('<script defer src=/next.js></script>');
  } finally {
    write(template);
  }
  expect(await (await fetch(`${base}/about`)).text()).not.toContain('/next.js');
});
