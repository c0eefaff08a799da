import { RUM_MAX_EVENTS, RUM_PATH } from '@rcm/shared/rum';
import { metricValue } from '@rcm/shared/testing';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createShellServer } from '../shell-server';
import { STAND_IN_INDEX_HTML, STAND_IN_RUNTIME_CONFIG } from '../testing/stand-in-site';
import { tempDir } from '../testing/temp-dir';

// A full collection on demand, in this process: `--expose-gc` set now, `gc` taken from a new context.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** The heap in use once the garbage is collected: what the server keeps. */
function heapAfterFullCollection(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/** `POST /rum` over HTTP on a shell server whose remotes are served from the runtime config file's addresses. */
const TOKEN = 'r'.repeat(40);
const PER_MINUTE = 40;
const shell = tempDir({ 'dist/index.html': STAND_IN_INDEX_HTML });
const configFile = path.join(shell, 'runtime-config.json');
fs.writeFileSync(configFile, STAND_IN_RUNTIME_CONFIG);
const marketingManifest = (JSON.parse(STAND_IN_RUNTIME_CONFIG) as { remotes: { marketing: string } }).remotes.marketing;
let server: FastifyInstance;
let base = '';

beforeAll(async () => {
  server = await createShellServer({
    distDir: path.join(shell, 'dist'),
    runtimeConfigFile: configFile,
    publicUrl: 'https://www.site.example/',
    logger: false,
    metricsToken: TOKEN,
    rumSampleRate: 0.5,
    rumBeaconsPerMinute: PER_MINUTE,
  });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

const scrape = async () => (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
/** Every RUM series of a scrape but the refusals: what a refused beacon must leave as it was. */
const counted = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('rcm_rum_') && !line.startsWith('rcm_rum_beacons_rejected'))
    .join('\n');
const rejected = (text: string, reason: string) => metricValue(text, 'rcm_rum_beacons_rejected_total', { reason }) ?? 0;

/** A beacon about the home page as the shell sends it; `address` is the client's (X-Forwarded-For is not trusted here). */
const homeBeacon = (events: unknown[] = [{ type: 'view' }]) => ({ route: '/', remote: 'marketing', release: marketingManifest, events });
const post = (body: string, headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' }) =>
  server.inject({ method: 'POST', url: RUM_PATH, headers, body, remoteAddress: '192.0.2.1' });

test('a beacon of the contract is counted by remote, release and route pattern: views, failures and each vital', async () => {
  const events = [
    { type: 'view' },
    { type: 'vital', name: 'LCP', value: 1800 },
    { type: 'vital', name: 'CLS', value: 0.12 },
    { type: 'vital', name: 'INP', value: 96 },
    { type: 'failure', kind: 'load' },
  ];
  const answer = await post(JSON.stringify(homeBeacon(events)));
  expect(answer.statusCode).toBe(204);
  const json = await server.inject({
    method: 'POST',
    url: RUM_PATH,
    headers: { 'content-type': 'application/json', origin: 'https://www.site.example' },
    payload: { route: '/insights/:slug', remote: 'marketing', release: 'https://elsewhere.example/m.json', events: [{ type: 'view' }] },
    remoteAddress: '192.0.2.2',
  });
  expect(json.statusCode).toBe(204);
  const text = await scrape();
  const labels = { remote: 'marketing', release: 'file', route: '/' };
  expect(metricValue(text, 'rcm_rum_page_views_total', labels)).toBe(1);
  expect(metricValue(text, 'rcm_rum_failures_total', { ...labels, kind: 'load' })).toBe(1);
  expect(metricValue(text, 'rcm_rum_lcp_seconds_sum', labels)).toBeCloseTo(1.8);
  expect(metricValue(text, 'rcm_rum_lcp_seconds_bucket', { ...labels, le: '2' })).toBe(1);
  expect(metricValue(text, 'rcm_rum_lcp_seconds_bucket', { ...labels, le: '1.5' })).toBe(0);
  expect(metricValue(text, 'rcm_rum_cls_sum', labels)).toBeCloseTo(0.12);
  expect(metricValue(text, 'rcm_rum_inp_seconds_sum', labels)).toBeCloseTo(0.096);
  // A manifest URL the site does not serve is counted under `other`, never under its URL.
  expect(metricValue(text, 'rcm_rum_page_views_total', { remote: 'marketing', release: 'other', route: '/insights/:slug' })).toBe(1);
  expect(text).not.toContain('elsewhere.example');
});

test('the page gets the sample rate in its runtime config', async () => {
  const answer = await server.inject({ method: 'GET', url: '/runtime-config.json' });
  expect(JSON.parse(answer.body)).toMatchObject({ rumSampleRate: 0.5 });
});

test('hostile beacons get a 4xx, are counted by reason, and change no other metric', async () => {
  const before = await scrape();
  const valid = homeBeacon();
  const hostile: Array<[string, string, Record<string, string> | undefined, number]> = [
    ['size', JSON.stringify(homeBeacon(Array.from({ length: 400 }, () => ({ type: 'view' })))), undefined, 413],
    ['malformed', '{"route":"/",', undefined, 400],
    ['malformed', '', undefined, 400],
    ['invalid', JSON.stringify([valid]), undefined, 400],
    ['invalid', JSON.stringify({ ...valid, route: '/about?campaign=1' }), undefined, 400],
    ['invalid', JSON.stringify({ ...valid, route: '/no-such-page' }), undefined, 400],
    ['invalid', JSON.stringify({ ...valid, remote: 'account' }), undefined, 400],
    ['invalid', JSON.stringify({ ...valid, remote: 'billing' }), undefined, 400],
    ['invalid', JSON.stringify({ ...valid, release: 42 }), undefined, 400],
    ['invalid', JSON.stringify({ ...valid, release: 'x'.repeat(600) }), undefined, 400],
    ['invalid', JSON.stringify({ ...valid, userId: 'u-1' }), undefined, 400],
    ['invalid', JSON.stringify({ ...valid, events: [] }), undefined, 400],
    ['invalid', JSON.stringify({ ...valid, events: Array.from({ length: RUM_MAX_EVENTS + 1 }, () => ({ type: 'view' })) }), undefined, 400],
    ['invalid', JSON.stringify({ ...valid, events: [{ type: 'view' }, { type: 'vital', name: 'LCP', value: -1 }] }), undefined, 400],
    ['invalid', JSON.stringify({ ...valid, events: [{ type: 'vital', name: 'LCP', value: '1800' }] }), undefined, 400],
    ['invalid', '{"route":"/","remote":"marketing","release":"r","events":[{"type":"vital","name":"CLS","value":1e309}]}', undefined, 400],
    ['invalid', JSON.stringify({ ...valid, events: [{ type: 'vital', name: 'LCP', value: 10_000_000 }] }), undefined, 400],
    ['invalid', JSON.stringify({ ...valid, events: [{ type: 'vital', name: 'FID', value: 10 }] }), undefined, 400],
    ['invalid', JSON.stringify({ ...valid, events: [{ type: 'failure', kind: 'crash' }] }), undefined, 400],
    ['invalid', JSON.stringify(valid), { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['origin', JSON.stringify(valid), { 'content-type': 'text/plain', origin: 'https://evil.example' }, 403],
  ];
  const expected = new Map<string, number>();
  for (const [reason, body, headers, status] of hostile) {
    const answer = await post(body, headers);
    expect([reason, answer.statusCode]).toEqual([reason, status]);
    expected.set(reason, (expected.get(reason) ?? 0) + 1);
  }
  const after = await scrape();
  expect(counted(after)).toBe(counted(before));
  for (const [reason, count] of expected) expect([reason, rejected(after, reason) - rejected(before, reason)]).toEqual([reason, count]);
});

test('ten thousand distinct junk labels create no series, and memory stays bounded', async () => {
  // One refusal first: its reason's series exists from then on, whichever test ran before.
  await server.inject({
    method: 'POST',
    url: RUM_PATH,
    headers: { 'content-type': 'text/plain' },
    body: '{}',
    remoteAddress: '10.255.0.1',
  });
  const before = await scrape();
  const heapBefore = heapAfterFullCollection();
  for (let index = 0; index < 10_000; index += 1) {
    const junk = `/junk-${index}`;
    const body = JSON.stringify({ route: junk, remote: `r${index}`, release: `x${index}`, events: [{ type: 'view' }] });
    const answer = await server.inject({
      method: 'POST',
      url: RUM_PATH,
      headers: { 'content-type': 'text/plain' },
      body,
      // Each from an address of its own, so the per-address limit does not stop them first.
      remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    });
    expect(answer.statusCode).toBe(400);
  }
  const after = await scrape();
  expect(counted(after)).toBe(counted(before));
  // The refusals too keep their one series per reason.
  const series = (text: string) => text.split('\n').filter((line) => line.startsWith('rcm_rum_')).length;
  expect(series(after)).toBe(series(before));
  expect(after).not.toContain('junk-');
  // What stays after a full collection (about 2.6 MB here, mostly the limit's LRU of at most
  // 5,000 addresses): a series or a kept body per junk beacon would add far more. Without the
  // collection, the garbage of 10,000 requests counted too, and the figure went by the collector's timing.
  expect(heapAfterFullCollection() - heapBefore).toBeLessThan(16 * 1024 * 1024);
});

test('a flood from one address is refused with 429 past the limit, before its body counts, while another address is served', async () => {
  const before = await scrape();
  const statuses: number[] = [];
  for (let index = 0; index < PER_MINUTE + 10; index += 1) {
    const answer = await server.inject({
      method: 'POST',
      url: RUM_PATH,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(homeBeacon()),
      remoteAddress: '198.51.100.7',
    });
    statuses.push(answer.statusCode);
  }
  expect(statuses.filter((status) => status === 204)).toHaveLength(PER_MINUTE);
  expect(statuses.slice(PER_MINUTE)).toEqual(Array.from({ length: 10 }, () => 429));
  const other = await server.inject({
    method: 'POST',
    url: RUM_PATH,
    body: JSON.stringify(homeBeacon()),
    headers: { 'content-type': 'text/plain' },
    remoteAddress: '198.51.100.8',
  });
  expect(other.statusCode).toBe(204);
  const after = await scrape();
  const views = (text: string) => metricValue(text, 'rcm_rum_page_views_total', { route: '/', release: 'file' }) ?? 0;
  expect(views(after) - views(before)).toBe(PER_MINUTE + 1);
  expect(rejected(after, 'rate') - rejected(before, 'rate')).toBe(10);
  expect(after).not.toMatch(/status_code="5\d\d"/);
});
