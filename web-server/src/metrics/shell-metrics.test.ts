import { metricValue } from '@rcm/shared/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { createShellServer } from '../shell-server';
import { STAND_IN_INDEX_HTML, STAND_IN_RUNTIME_CONFIG } from '../testing/stand-in-site';
import { tempDir } from '../testing/temp-dir';

/**
 * The shell server's `/metrics` over HTTP: marketing's manifest is served but its Node build is
 * not there, the other remotes do not answer at all.
 */
const TOKEN = 'w'.repeat(40);
const shell = tempDir({
  'dist/index.html': STAND_IN_INDEX_HTML,
  'dist-server/shell-renderer.js': `const React = require(${JSON.stringify(require.resolve('react'))});
exports.renderShell = async ({ url }) => ({ status: 200, element: React.createElement('nav', null, 'layout ' + new URL(url).pathname) });`,
});
const configFile = path.join(shell, 'runtime-config.json');
const servers: FastifyInstance[] = [];
let remoteBase = '';
let base = '';

async function shellServer(metricsToken?: string, collectMetrics?: boolean): Promise<string> {
  const server = await createShellServer({
    distDir: path.join(shell, 'dist'),
    runtimeConfigFile: configFile,
    publicUrl: 'https://www.site.example/',
    logger: false,
    ...(metricsToken ? { metricsToken } : {}),
    ...(collectMetrics === undefined ? {} : { collectMetrics }),
  });
  servers.push(server);
  return server.listen({ port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  const remote = Fastify();
  servers.push(remote);
  const entry = { name: 'remoteEntry.js', path: '' };
  remote.get('/mf-manifest.json', async () => ({
    metaData: { name: 'rcm_marketing', remoteEntry: entry, ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server' } },
    shared: [],
    remotes: [],
    exposes: [{ path: './Home', assets: { js: { sync: [] }, css: { sync: [] } } }],
  }));
  remoteBase = await remote.listen({ port: 0, host: '127.0.0.1' });
  // The stand-in site's config, with marketing's manifest answered.
  const config = JSON.parse(STAND_IN_RUNTIME_CONFIG) as { remotes: Record<string, string> };
  fs.writeFileSync(configFile, JSON.stringify({ ...config, remotes: { ...config.remotes, marketing: `${remoteBase}/mf-manifest.json` } }));
  base = await shellServer(TOKEN);
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

const scrape = async () => {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
};

test('the metrics are served only with the metrics token: 401 without it or with another, 404 on a server with none set', async () => {
  const none = await fetch(`${base}/metrics`);
  expect(none.status).toBe(401);
  expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
  expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${'x'.repeat(40)}` } })).status).toBe(401);
  const right = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(right.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  // Figures of this moment, kept by no cache between the server and Prometheus.
  expect(right.headers.get('cache-control')).toBe('no-store');
  expect(await right.text()).toContain('process_cpu_user_seconds_total');

  const without = await shellServer();
  const answer = await fetch(`${without}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status).toBe(404);
  expect(await answer.text()).not.toContain('process_cpu_user_seconds_total');
});

test("a server that collects no metrics (the bench's comparison) serves its pages and no /metrics, even with a token", async () => {
  const bare = await shellServer(TOKEN, false);
  expect((await fetch(`${bare}/runtime-config.json`)).status).toBe(200);
  const answer = await fetch(`${bare}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status).toBe(404);
  expect(await answer.text()).not.toContain('rcm_http_request_duration_seconds');
});

test('requests are counted by route and status: the pages under one label, never their URLs', async () => {
  const count = (text: string, labels: Record<string, string>) => metricValue(text, 'rcm_http_request_duration_seconds_count', labels) ?? 0;
  const before = await scrape();
  // A reply is counted once sent whole: each is read to its end.
  for (const url of ['/runtime-config.json', '/about?campaign=autumn-77', '/no/such/page-4242'])
    await (await fetch(`${base}${url}`)).text();
  const after = await scrape();
  const config = { method: 'GET', route: '/runtime-config.json', status_code: '200' };
  expect(count(after, config) - count(before, config)).toBe(1);
  const page = { route: '(page)', status_code: '200' };
  expect(count(after, page) - count(before, page)).toBe(1);
  const missing = { route: '(page)', status_code: '404' };
  expect(count(after, missing) - count(before, missing)).toBe(1);
  expect(after).not.toMatch(/autumn-77|page-4242/);
});

test("a remote's manifest that cannot be fetched, and a Node build that cannot be loaded, are counted by remote and release", async () => {
  await (await fetch(`${base}/`)).text();
  // The pages load in the background too (the page warmer): wait for their failures to be counted.
  const failures = (text: string, labels: Record<string, string>) => metricValue(text, 'rcm_remote_fetch_failures_total', labels) ?? 0;
  let text = await scrape();
  for (let waited = 0; waited < 50 && failures(text, { part: 'node-build', remote: 'marketing' }) === 0; waited += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    text = await scrape();
  }
  expect(failures(text, { part: 'manifest', remote: 'account', release: 'file' })).toBeGreaterThanOrEqual(1);
  expect(failures(text, { part: 'manifest', remote: 'staff', release: 'file' })).toBeGreaterThanOrEqual(1);
  expect(failures(text, { part: 'manifest', remote: 'marketing' })).toBe(0);
  expect(failures(text, { part: 'node-build', remote: 'marketing', release: 'file' })).toBeGreaterThanOrEqual(1);
});
