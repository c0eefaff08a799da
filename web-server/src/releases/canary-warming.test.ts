import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { LiveReleaseMap } from '@rcm/shared';
import { createShellServer } from '../shell-server';
import { eventually, liveMap, startLiveMapBackend } from '../testing/live-map-backend';
import { STAND_IN_INDEX_HTML, STAND_IN_RUNTIME_CONFIG } from '../testing/stand-in-site';
import { tempDir } from '../testing/temp-dir';

/**
 * A canary's pages are loaded when the map names it, before any visitor asks: otherwise each web
 * server's first visitors of the canary would get their page from the browser while its release
 * loads, fallbacks the canary analysis would hold against the canary.
 */
const TOKEN = 'deploy-token-for-tests';
const A = '2026-12-06-1a2b3c4';
const B = '2026-12-07-5d6e7f8';
const shell = tempDir({
  'dist/index.html': STAND_IN_INDEX_HTML,
  'dist-server/shell-renderer.js': `exports.renderShell = async () => ({ status: 200, element: null });`,
  'runtime-config.json': STAND_IN_RUNTIME_CONFIG,
});

test("a canary's release is fetched as soon as the map names it, with no visitor's request", async () => {
  // The release store: records what is asked of it, and has nothing.
  const asked: string[] = [];
  const store = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  const storeUrl = `http://127.0.0.1:${(store.address() as AddressInfo).port}/releases/`;
  const backend = await startLiveMapBackend(TOKEN, liveMap(1, { marketing: A }));
  const server = await createShellServer({
    distDir: path.join(shell, 'dist'),
    runtimeConfigFile: path.join(shell, 'runtime-config.json'),
    publicUrl: 'https://www.site.example',
    releases: { apiUrl: backend.url, deployToken: TOKEN, storeUrl },
    logger: false,
  });
  try {
    // The live release is warmed from the first map on.
    await eventually(() => asked.includes(`/releases/marketing/${A}/mf-manifest.json`), 3000);
    const canary: LiveReleaseMap = {
      version: 2,
      remotes: { ...liveMap(2, {}).remotes, marketing: { live: A, canary: { id: B, percent: 10 } } },
    };
    backend.publish(canary);
    await eventually(() => asked.includes(`/releases/marketing/${B}/mf-manifest.json`), 3000);
  } finally {
    await server.close();
    await backend.stop();
    await new Promise((resolve) => store.close(resolve));
  }
});
