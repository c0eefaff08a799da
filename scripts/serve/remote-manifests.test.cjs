// @ts-check
const http = require('node:http');
const { createManifestCache } = require('./remote-manifests.cjs');

/** @type {http.Server} */
let server;
let requests = 0;
/** @type {(response: http.ServerResponse) => void} */
let answer;
let base = '';

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    requests += 1;
    answer(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve(undefined)));
});
beforeEach(() => {
  requests = 0;
});

const manifest = { metaData: { name: 'rcm_marketing', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };

test('fetches a manifest once and serves it from memory while fresh', async () => {
  answer = (response) => response.setHeader('content-type', 'application/json').end(JSON.stringify(manifest));
  const readManifest = createManifestCache({ ttlMs: 60_000 });
  expect(await readManifest(`${base}/a.json`)).toEqual(manifest);
  expect(await readManifest(`${base}/a.json`)).toEqual(manifest);
  expect(requests).toBe(1);
});

test('a remote answering an error or something that is not a manifest gives undefined', async () => {
  answer = (response) => response.writeHead(503).end('down');
  expect(await createManifestCache()(`${base}/b.json`)).toBeUndefined();
  answer = (response) => response.end('<html>not json</html>');
  expect(await createManifestCache()(`${base}/c.json`)).toBeUndefined();
  answer = (response) => response.end('{"exposes": "nope"}');
  expect(await createManifestCache()(`${base}/d.json`)).toBeUndefined();
});

test('a remote slower than the timeout gives undefined instead of holding the page', async () => {
  answer = (response) => setTimeout(() => response.end(JSON.stringify(manifest)), 2_000).unref();
  expect(await createManifestCache({ timeoutMs: 50 })(`${base}/slow.json`)).toBeUndefined();
});

test('an unreachable remote gives undefined', async () => {
  expect(await createManifestCache({ timeoutMs: 500 })('http://127.0.0.1:9/mf-manifest.json')).toBeUndefined();
});
