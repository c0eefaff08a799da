import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createManifestCache, exposedModuleFiles, type RemoteManifest } from './remote-manifests';

let server: http.Server;
let requests = 0;
let answer: (response: http.ServerResponse) => void = () => undefined;
let base = '';

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    requests += 1;
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = 0;
});

const manifest: RemoteManifest = { metaData: { name: 'rcm_marketing', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };
/** Long enough for a busy machine: these tests are about what is kept, not about the timeout. */
const PATIENT = 10_000;
const json = (value: unknown) => (response: http.ServerResponse) =>
  response.setHeader('content-type', 'application/json').end(JSON.stringify(value));

test('fetches a manifest once and serves it from memory while fresh', async () => {
  answer = json(manifest);
  const readRelease = createManifestCache({ ttlMs: 60_000, timeoutMs: PATIENT });
  expect((await readRelease(`${base}/a.json`, 'marketing'))?.manifest).toEqual(manifest);
  expect((await readRelease(`${base}/a.json`, 'marketing'))?.manifest).toEqual(manifest);
  expect(requests).toBe(1);
});

test('a release is named by its address and its content: a new build at the same address is a new release', async () => {
  answer = json(manifest);
  const first = await createManifestCache({ ttlMs: 0, timeoutMs: PATIENT })(`${base}/same.json`, 'marketing');
  answer = json({ ...manifest, metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', path: 'v2' } } });
  const second = await createManifestCache({ ttlMs: 0, timeoutMs: PATIENT })(`${base}/same.json`, 'marketing');
  expect(first?.id).toMatch(new RegExp(`^${base}/same.json#[0-9a-f]{16}$`));
  expect(second?.id).not.toBe(first?.id);
});

test('a remote answering an error or something that is not a manifest gives undefined', async () => {
  answer = (response) => response.writeHead(503).end('down');
  expect(await createManifestCache({ timeoutMs: PATIENT })(`${base}/b.json`, 'marketing')).toBeUndefined();
  answer = (response) => response.end('<html>not json</html>');
  expect(await createManifestCache({ timeoutMs: PATIENT })(`${base}/c.json`, 'marketing')).toBeUndefined();
  answer = (response) => response.end('{"exposes": "nope"}');
  expect(await createManifestCache({ timeoutMs: PATIENT })(`${base}/d.json`, 'marketing')).toBeUndefined();
});

test('a remote slower than the timeout gives undefined instead of holding the page', async () => {
  answer = (response) => setTimeout(() => response.end(JSON.stringify(manifest)), 2_000).unref();
  expect(await createManifestCache({ timeoutMs: 50 })(`${base}/slow.json`, 'marketing')).toBeUndefined();
});

test('an unreachable remote gives undefined', async () => {
  expect(await createManifestCache({ timeoutMs: 500 })('http://127.0.0.1:9/mf-manifest.json', 'marketing')).toBeUndefined();
});

test("a module's files are named next to the manifest, or under an absolute publicPath", () => {
  const exposes = [{ path: './Home', assets: { js: { sync: ['a.js'] }, css: { sync: ['a.css'] } } }];
  const next = {
    manifestUrl: 'https://marketing.example/mkt/mf-manifest.json',
    id: 'x',
    manifest: { metaData: { ...manifest.metaData, publicPath: 'auto' }, exposes },
  };
  expect(exposedModuleFiles(next, './Home')).toEqual({
    entry: 'https://marketing.example/mkt/remoteEntry.js',
    js: ['https://marketing.example/mkt/a.js'],
    css: ['https://marketing.example/mkt/a.css'],
  });
  const cdn = {
    ...next,
    manifest: {
      metaData: { name: 'x', publicPath: 'https://cdn.example/mkt/v2/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } },
      exposes,
    },
  };
  expect(exposedModuleFiles(cdn, './Home')?.entry).toBe('https://cdn.example/mkt/v2/entry/remoteEntry.js');
  expect(exposedModuleFiles(cdn, './Missing')).toBeUndefined();
});
