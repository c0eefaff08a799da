// @ts-check
/**
 * `npm run observe`: Debian's Prometheus scraping what `npm start` runs (its backend and each
 * shell web server, SHELL_EXTRA_PORTS included) with the repository's configuration and rules
 * (ops/prometheus/), until Ctrl-C. It finds the servers as `npm start` places them (the same
 * environment variables and defaults) and their metrics token in the file `npm start` writes
 * into the data folder (`metrics-token`, or METRICS_TOKEN when set). The very first time, start
 * the site first (there is no token file before); after that either order works: Prometheus
 * shows a target as down until it answers, and reads the token file at each scrape. Its database is a temporary folder,
 * removed when it stops. PROMETHEUS_PORT sets its port (9090).
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portFromEnv } from './lib/apps.mjs';
import { extraShellPorts, metricsTokenFile, sitePorts } from './lib/site-config.mjs';

/** @type {typeof import('./lib/prometheus.cjs')} */
const { prometheusUnavailable, startPrometheus, writePrometheusFolder } = createRequire(import.meta.url)('./lib/prometheus.cjs');

const unavailable = prometheusUnavailable();
if (unavailable) {
  console.error(`[observe] ${unavailable}`);
  process.exit(1);
}
const tokenFile = metricsTokenFile();
if (!process.env.METRICS_TOKEN && !fs.existsSync(tokenFile)) {
  console.error(`[observe] no metrics token: run npm start once (it writes its run's token to ${tokenFile}), or set METRICS_TOKEN`);
  process.exit(1);
}

// As npm start binds them: the backend on BACKEND_HOST, else HOST, the web servers on HOST.
const host = process.env.HOST || 'localhost';
const ports = sitePorts();
const backends = [`${process.env.BACKEND_HOST || host}:${ports.backend}`];
const webServers = [ports.shell, ...extraShellPorts()].map((port) => `${host}:${port}`);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-observe-'));
// The file, not its content: each `npm start` makes a new token, and Prometheus reads the file at every scrape.
const token = process.env.METRICS_TOKEN || { file: tokenFile };
// 5 s rather than production's 15 s: figures show up while you click through the site.
writePrometheusFolder(dir, { backends, webServers, token, interval: '5s' });

const port = portFromEnv('PROMETHEUS_PORT', 9090);
let prometheus;
try {
  prometheus = await startPrometheus(dir, port);
} catch (error) {
  fs.rmSync(dir, { recursive: true, force: true });
  console.error(`[observe] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const running = prometheus;
console.log(`
  Prometheus is scraping the site npm start serves (Ctrl-C to stop):
    prometheus http://localhost:${port}  (targets: /targets, alerts: /alerts, rules: /rules)
    backend    ${backends.join(', ')}
    web        ${webServers.join(', ')}
    config     ops/prometheus/ (run from ${dir})
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await running.stop();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
void running.exited.then((code) => {
  if (stopping) return;
  console.error(`[observe] prometheus stopped (exit ${code})`);
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(1);
});
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
