// @ts-check
/**
 * Bench only, run as its own process: the shell's server as `npm start` makes it, twice — with
 * its page cache and without (every request rendered) — on a copy of the built shell that also
 * holds the floor's static file, so one server's three ways of answering can be compared; and a
 * third with its page cache that collects no metrics (`collectMetrics: false`), against which the
 * first, serving `/metrics` for METRICS_TOKEN, shows what collecting them costs.
 * Usage: node server-under-load.mjs <runtime-config-file> <cached-port> <uncached-port> <floor-file> <no-metrics-port>
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from '../lib/apps.mjs';

const [runtimeConfigFile, cachedPort, uncachedPort, floorFile, noMetricsPort] = process.argv.slice(2);
if (!runtimeConfigFile || !cachedPort || !uncachedPort || !floorFile || !noMetricsPort)
  throw new Error('usage: server-under-load.mjs <runtime-config-file> <cached-port> <uncached-port> <floor-file> <no-metrics-port>');

// As `npm start` and a deployment run the web server: React's production build.
process.env.NODE_ENV = 'production';
/** @type {typeof import('@rcm/web-server')} */
const { createShellServer } = createRequire(import.meta.url)('@rcm/web-server');
const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-shell-'));
fs.cpSync(path.join(repoRoot, 'shell/dist'), path.join(shellDir, 'dist'), { recursive: true });
fs.copyFileSync(floorFile, path.join(shellDir, 'dist/floor.html'));
const common = {
  distDir: path.join(shellDir, 'dist'),
  serverDir: path.join(repoRoot, 'shell/dist-server'),
  runtimeConfigFile,
  publicUrl: 'http://localhost',
  ...(process.env.METRICS_TOKEN ? { metricsToken: process.env.METRICS_TOKEN } : {}),
};
const servers = [
  await createShellServer(common),
  await createShellServer({ ...common, pageCacheEntries: 0 }),
  await createShellServer({ ...common, collectMetrics: false }),
];
await servers[0]?.listen({ port: Number(cachedPort), host: 'localhost' });
await servers[1]?.listen({ port: Number(uncachedPort), host: 'localhost' });
await servers[2]?.listen({ port: Number(noMetricsPort), host: 'localhost' });
// The CPU time this process has used, for the bench to read what one request costs it (metrics-cost.mjs).
process.on('message', (message) => {
  if (message === 'cpu') process.send?.(process.cpuUsage());
});
console.log('ready');
process.on('SIGTERM', () => {
  void Promise.all(servers.map((server) => server.close())).then(() => {
    fs.rmSync(shellDir, { recursive: true, force: true });
    process.exit(0);
  });
});
