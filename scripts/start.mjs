// @ts-check
/**
 * `npm start`: builds what is missing, then serves the whole site until Ctrl-C —
 * shell :3000, marketing :3001, account :3002, staff :3003, the release store :3004 and the
 * backend :4000 on the embedded database,
 * and, unless SMTP_URL names a mail server, a local one the backend sends to: SMTP :1025, inbox :1080.
 * SHELL_EXTRA_PORTS adds more instances of the shell's web server, each a process of its own.
 * Every port and URL can be changed with environment variables (see README).
 * Ctrl-C or SIGTERM at any point (the build included) stops everything it started and exits 0.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { build } from './build.mjs';
import { repoRoot } from './lib/apps.mjs';
import { mailPortsFromEnvironment, startMailServer } from './lib/mail-server.mjs';
import { stopRunningCommands } from './lib/run.mjs';
import { waitForUrl } from './lib/wait-for-url.mjs';

/** @returns {typeof import('@rcm/web-server')} the built web server (loaded after the build) */
const webServer = () => createRequire(import.meta.url)('@rcm/web-server');

/**
 * The caller's NODE_ENV, which the backend gets. This process's own becomes `production` before
 * anything loads React: the shell's web server renders pages with React's production build, as
 * a deployment runs it (`NODE_ENV=production`, docs/deploy.md), not with the development build,
 * whose checks cost twice the time of each uncached page. The backend keeps the caller's value,
 * so `npm start` asks for no production secrets.
 */
const callersNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';

const host = process.env.HOST || 'localhost';
/** The remotes, in the banner's order. @type {import('@rcm/shared').RemoteName[]} */
const remotes = ['marketing', 'account', 'staff'];

/** @type {Array<{ close: () => Promise<unknown> }>} */
const servers = [];
/** @type {import('./lib/mail-server.mjs').LocalMailServer | undefined} */
let mailServer;
/** @type {import('node:child_process').ChildProcess | undefined} */
let backend;
/** The extra shell web server instances (SHELL_EXTRA_PORTS). @type {import('node:child_process').ChildProcess[]} */
const extraShells = [];
let stopping = false;

/** Stops the backend, the web servers and any build step under way, then exits. @param {number} code */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const backendExited = backend && exited(backend);
  backend?.kill('SIGTERM');
  const extraShellsExited = extraShells.map((child) => exited(child));
  for (const child of extraShells) child.kill('SIGTERM');
  await Promise.allSettled([backendExited, ...extraShellsExited, stopRunningCommands(), ...servers.map((server) => server.close())]);
  // After the backend: its mail connections are closed by then.
  await mailServer
    ?.close()
    .catch((error) => console.error(`[start] stopping the mail server: ${error instanceof Error ? error.message : error}`));
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function main() {
  if (process.env.SKIP_BUILD !== '1') await build();
  if (stopping) return;
  // Loaded only now: these read the built @rcm/shared and @rcm/web-server.
  const {
    backendEnvironment,
    extraShellPorts,
    publicUrl,
    releaseStore,
    runtimeConfigFromEnvironment,
    sitePorts,
    trustProxyFromEnvironment,
    writeMetricsTokenFile,
    writeRuntimeConfig,
  } = await import('./lib/site-config.mjs');
  const { createShellServer, createStaticFilesServer, rumOptionsFromEnv } = webServer();

  const ports = sitePorts();
  // Set but empty (`RUNTIME_CONFIG_FILE=` in an env file) means unset, as for the other variables here.
  const runtimeConfigFile = process.env.RUNTIME_CONFIG_FILE || writeRuntimeConfig();
  const config = runtimeConfigFromEnvironment();
  // The web servers' token for the live release map, and the one `/metrics` asks for: this run's own unless set.
  const deployToken = process.env.DEPLOY_TOKEN || crypto.randomBytes(32).toString('base64url');
  const metricsToken = process.env.METRICS_TOKEN || crypto.randomBytes(32).toString('base64url');
  // For `npm run observe`, whose Prometheus scrapes this run's servers with it.
  writeMetricsTokenFile(metricsToken);
  const store = releaseStore();
  fs.mkdirSync(store.dir, { recursive: true });
  // Before the backend opens the database: the embedded one takes one writer at a time.
  const seeded = await seedRegistry(store.dir);
  if (stopping) return;

  if (!process.env.SMTP_URL) {
    const mailPorts = mailPortsFromEnvironment();
    mailServer = await startMailServer({ host, smtpPort: mailPorts.smtp, webPort: mailPorts.web });
    if (stopping) return;
  }

  backend = spawn(process.execPath, [path.join(repoRoot, 'backend/dist/server.js')], {
    stdio: 'inherit',
    env: backendEnvironment({ nodeEnv: callersNodeEnv, host, deployToken, metricsToken, smtpUrl: mailServer?.smtpUrl }),
  });
  backend.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] the backend stopped (${signal ?? `exit ${code}`}); stopping the site`);
    void stop(1);
  });

  // The web server reads the live release map from the backend from its first second on.
  await waitForUrl(`${config.backendUrl}/health`, { timeoutMs: 60_000 });
  if (stopping) return;
  const trustProxy = trustProxyFromEnvironment();
  const listening = [
    createShellServer({
      distDir: path.join(repoRoot, 'shell/dist'),
      runtimeConfigFile,
      publicUrl: publicUrl(),
      releases: { apiUrl: process.env.RELEASES_API_URL || config.backendUrl, deployToken, storeUrl: store.url },
      trustProxy,
      metricsToken,
      ...rumOptionsFromEnv(process.env),
    }).then((app) => listen(app, ports.shell)),
    createStaticFilesServer({ distDir: path.join(repoRoot, 'marketing-remote/dist'), cors: true, trustProxy }).then((app) =>
      listen(app, ports.marketing),
    ),
    createStaticFilesServer({ distDir: path.join(repoRoot, 'account-remote/dist'), cors: true, trustProxy }).then((app) =>
      listen(app, ports.account),
    ),
    createStaticFilesServer({ distDir: path.join(repoRoot, 'staff-remote/dist'), cors: true, trustProxy }).then((app) =>
      listen(app, ports.staff),
    ),
    createStaticFilesServer({ distDir: store.dir, prefix: '/releases/', cors: true, trustProxy }).then((app) =>
      listen(app, ports.releases),
    ),
  ];
  await Promise.all(listening);
  // Same runtime config, same registry, same public URL: what a second server behind the load balancer runs.
  await Promise.all(
    extraShellPorts().map((port) =>
      startExtraShell(port, {
        RUNTIME_CONFIG_FILE: runtimeConfigFile,
        PUBLIC_URL: publicUrl(),
        RELEASES_API_URL: process.env.RELEASES_API_URL || config.backendUrl,
        DEPLOY_TOKEN: deployToken,
        RELEASES_URL: store.url,
        METRICS_TOKEN: metricsToken,
      }),
    ),
  );

  const remoteLines = remotes.map((remote) => {
    const release = seeded?.find((outcome) => outcome.remote === remote);
    const where = release
      ? `${store.url}${remote}/${release.id}/  (release ${release.id}: this checkout's build, ${release.published ? 'published and promoted now' : 'live since an earlier start'})`
      : `${new URL(config.remotes[remote]).origin}  (this checkout's build, from its own server)`;
    return `    ${remote.padEnd(10)} ${where}`;
  });
  const shellOrigins = [ports.shell, ...extraShellPorts()].map((port) => `http://localhost:${port}`);
  const metricsUrls = [config.backendUrl, ...shellOrigins].map((origin) => `${origin}/metrics`);
  console.log(`
  Clarity RCM is running (Ctrl-C to stop):
    site       http://localhost:${ports.shell}${extraShellPorts()
      .map((port) => `\n    site       http://localhost:${port}  (another instance of the shell's web server)`)
      .join('')}
${remoteLines.join('\n')}
    releases   ${store.url}  (the release store, ${store.dir}: \`npm run release\` publishes there; the live release map names what each remote serves)
    backend    ${config.backendUrl}  (API, Appwrite-compatible at ${config.appwrite.endpoint})
    metrics    ${metricsUrls.join(', ')}  (Prometheus' text format: curl -H "Authorization: Bearer ${process.env.METRICS_TOKEN ? '$METRICS_TOKEN' : metricsToken}" …)
${mailServer ? `    mail       http://localhost:${mailServer.webPort}  (the inbox of every mail the site sends, caught at ${mailServer.smtpUrl})` : '    mail       sent to the server SMTP_URL names'}
`);
}

/**
 * Another shell web server instance, as production runs one: its own process, the web server's
 * production entry (`web-server/dist/server.js`), configured by the environment alone. Not a
 * second server in this process: instances share no memory (no release loaded once for both,
 * no federation runtime between them), so each follows the registry on its own.
 * Resolves once it answers; its exit stops the site, as the backend's does.
 * @param {number} port @param {Record<string, string>} env
 */
async function startExtraShell(port, env) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'web-server/dist/server.js')], {
    stdio: 'inherit',
    env: { ...process.env, ...env, SHELL_PORT: String(port), HOST: host },
  });
  extraShells.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] the shell's web server on :${port} stopped (${signal ?? `exit ${code}`}); stopping the site`);
    void stop(1);
  });
  await waitForUrl(`http://localhost:${port}/runtime-config.json`, { timeoutMs: 60_000 });
}

/** Resolves when the process has exited (at once if it has). @param {import('node:child_process').ChildProcess} child */
function exited(child) {
  return child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined;
}

/**
 * Makes this checkout's remote builds the registry's live releases (`seedCheckout`: a build
 * already live is kept). Without it (no git, a database that cannot be opened) the site still
 * starts, each remote served from its own server as the runtime config file says, and the
 * reason is printed.
 * @param {string} storeDir
 * @returns {Promise<import('@rcm/web-server').SeedOutcome[] | undefined>}
 */
async function seedRegistry(storeDir) {
  const { openOperatorRegistry } = /** @type {typeof import('@rcm/backend/releases')} */ (
    createRequire(import.meta.url)('@rcm/backend/releases')
  );
  try {
    const registry = await openOperatorRegistry(process.env, 'npm start');
    try {
      return await webServer().seedCheckout(repoRoot, { ...process.env, RELEASES_DIR: storeDir }, registry, remotes);
    } finally {
      await registry.close();
    }
  } catch (error) {
    console.error(
      `[start] the release registry was not seeded with this checkout's builds: ${error instanceof Error ? error.message : error}`,
    );
    return undefined;
  }
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {number} port
 */
async function listen(app, port) {
  servers.push(app);
  await app.listen({ port, host });
}

main().catch(async (error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await stop(1);
});
