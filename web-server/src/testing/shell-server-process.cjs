// @ts-check
/**
 * A shell web server in a process of its own, as `npm start` and production run each instance,
 * following the release registry: RELEASES_API_URL, DEPLOY_TOKEN and RELEASES_URL as the server
 * reads them, with `/metrics` behind METRICS_TOKEN when it is set. The shell is a stand-in (its page template and a renderer of a few lines: no shell
 * build needed, no remote loaded) whose runtime config places every remote at an address that
 * answers nothing, so whatever a page names of the store came from the live map. For the
 * backend's tests of what every web server does with that map, and the Prometheus test; runs the web server as built
 * (web-server/dist). Start it with `fork` (an IPC channel) and `--expose-gc`: it sends `{ url }`
 * once listening and `{ log }` for each line the server logs, and answers the message `'heap'`
 * with `{ heap }`, the bytes its objects use after two full collections (`objectHeap`).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const v8 = require('node:v8');
const { Writable } = require('node:stream');
const { createShellServer } = require('../../dist/index.js');

const send = (/** @type {object} */ message) => process.send?.(message);

/**
 * The bytes of heap the program's objects use: every space but the compiled code's, which grows
 * as functions get hot (and is no leak), after two full collections.
 */
function objectHeap() {
  // Node keeps the timings of fetch's first 250 requests (the resource timing buffer): bounded,
  // and filled a poll a second while the test measures, it would read as growth.
  performance.clearResourceTimings();
  global.gc?.();
  global.gc?.();
  return v8
    .getHeapSpaceStatistics()
    .filter((space) => !space.space_name.startsWith('code_') && space.space_name !== 'read_only_space')
    .reduce((sum, space) => sum + space.space_used_size, 0);
}

async function main() {
  if (typeof global.gc !== 'function') throw new Error('run with --expose-gc: the heap is measured after a full collection');
  const { RELEASES_API_URL: apiUrl = '', DEPLOY_TOKEN: deployToken = '', RELEASES_URL: storeUrl = '' } = process.env;
  const shell = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-server-process-'));
  process.on('exit', () => fs.rmSync(shell, { recursive: true, force: true }));
  const files = {
    'dist/index.html': '<!doctype html><html lang=en><head><title>Built</title></head><body><div id=root></div></body></html>',
    'dist-server/shell-renderer.js': `const React = require(${JSON.stringify(require.resolve('react'))});
exports.renderShell = async () => ({ status: 200, element: React.createElement('nav', null, 'layout') });`,
    'runtime-config.json': JSON.stringify({
      remotes: {
        marketing: 'http://127.0.0.1:9/m/mf-manifest.json',
        account: 'http://127.0.0.1:9/a/mf-manifest.json',
        staff: 'http://127.0.0.1:9/s/mf-manifest.json',
      },
      backendUrl: 'https://api.example',
      appwrite: { endpoint: 'https://api.example/v1', projectId: 'rcm' },
    }),
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(shell, name)), { recursive: true });
    fs.writeFileSync(path.join(shell, name), content);
  }
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) send({ log: JSON.parse(line).msg });
      done();
    },
  });
  const server = await createShellServer({
    distDir: path.join(shell, 'dist'),
    runtimeConfigFile: path.join(shell, 'runtime-config.json'),
    publicUrl: 'https://www.site.example',
    releases: { apiUrl, deployToken, storeUrl },
    metricsToken: process.env.METRICS_TOKEN,
    logger: { level: 'info', stream: logStream },
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message) => {
    if (message !== 'heap') return;
    send({ heap: objectHeap() });
  });
  process.on('disconnect', () => void server.close().then(() => process.exit(0)));
  send({ url });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
