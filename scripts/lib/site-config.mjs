// @ts-check
/**
 * The site `npm start` serves, from environment variables: ports, where each part is, and the
 * runtime config the pages read. Loads the built @rcm/shared, so call it after the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { localPorts, portFromEnv, repoRoot } from './apps.mjs';

const require = createRequire(import.meta.url);

/** @returns {typeof import('@rcm/shared')} */
function shared() {
  return require('@rcm/shared');
}

const localUrl = (/** @type {number} */ port) => `http://localhost:${port}`;

export function sitePorts() {
  return {
    shell: portFromEnv('SHELL_PORT', localPorts.shell),
    marketing: portFromEnv('MARKETING_PORT', localPorts.marketing),
    account: portFromEnv('ACCOUNT_PORT', localPorts.account),
    staff: portFromEnv('STAFF_PORT', localPorts.staff),
    backend: portFromEnv('BACKEND_PORT', localPorts.backend),
    releases: portFromEnv('RELEASES_PORT', localPorts.releases),
  };
}

/** The backend's data folder: DATA_DIR, else `data/` in the repository. */
function dataDir() {
  return process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(repoRoot, 'data');
}

/**
 * SHELL_EXTRA_PORTS: the ports of more shell web server instances (comma-separated), none by default.
 * @returns {number[]}
 */
export function extraShellPorts() {
  return (process.env.SHELL_EXTRA_PORTS || '')
    .split(',')
    .map((raw) => raw.trim())
    .filter(Boolean)
    .map((raw) => {
      const port = Number(raw);
      if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SHELL_EXTRA_PORTS must list port numbers, got "${raw}"`);
      return port;
    });
}

/**
 * Where `npm start` leaves its run's metrics token for `npm run observe`: `metrics-token` in the
 * data folder, beside the database, readable by its owner only.
 */
export function metricsTokenFile() {
  return path.join(dataDir(), 'metrics-token');
}

/** Writes `token` to `metricsTokenFile()` (mode 0600, set again on a file an earlier run made). @param {string} token */
export function writeMetricsTokenFile(token) {
  const file = metricsTokenFile();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, token, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/**
 * The release store `npm start` serves and `npm run release` publishes into: RELEASES_DIR (else
 * `releases/` in the backend's DATA_DIR, so a fresh data folder starts a fresh store) at
 * RELEASES_URL (else `/releases/` on RELEASES_PORT).
 */
export function releaseStore() {
  return {
    dir: process.env.RELEASES_DIR ? path.resolve(process.env.RELEASES_DIR) : path.join(dataDir(), 'releases'),
    url: process.env.RELEASES_URL || `${localUrl(sitePorts().releases)}/releases/`,
  };
}

/** The site's public base URL: PUBLIC_URL, else SHELL_URL, else the local shell. */
export function publicUrl() {
  return process.env.PUBLIC_URL || shellUrl();
}

/** The config the pages read, from MARKETING_URL, ACCOUNT_URL, STAFF_URL, BACKEND_URL and APPWRITE_*. */
export function runtimeConfigFromEnvironment() {
  const ports = sitePorts();
  return shared().runtimeConfigFor({
    marketingUrl: process.env.MARKETING_URL || localUrl(ports.marketing),
    accountUrl: process.env.ACCOUNT_URL || localUrl(ports.account),
    staffUrl: process.env.STAFF_URL || localUrl(ports.staff),
    backendUrl: process.env.BACKEND_URL || localUrl(ports.backend),
    appwriteEndpoint: process.env.APPWRITE_ENDPOINT,
    appwriteProjectId: process.env.APPWRITE_PROJECT_ID,
  });
}

export function shellUrl() {
  return process.env.SHELL_URL || localUrl(sitePorts().shell);
}

/** TRUST_PROXY, as the backend reads it. */
export function trustProxyFromEnvironment() {
  return /** @type {typeof import('@rcm/shared/server')} */ (require('@rcm/shared/server')).trustProxyFromEnv(process.env.TRUST_PROXY);
}

/**
 * Origins allowed to call the backend with credentials. The remotes' code runs inside the
 * shell's page, so only the shell's origin calls the API; `withRemotes` adds the remotes'
 * own origins for their standalone development pages (`npm run dev`).
 */
export function siteOrigins({ withRemotes = false } = {}) {
  const config = runtimeConfigFromEnvironment();
  const urls = withRemotes ? [shellUrl(), ...Object.values(config.remotes)] : [shellUrl()];
  return urls.map((url) => new URL(url).origin);
}

/** Writes the runtime config where the shell's server reads it; returns the file's path. */
export function writeRuntimeConfig(dir = path.join(repoRoot, '.runtime')) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'runtime-config.json');
  fs.writeFileSync(file, `${JSON.stringify(runtimeConfigFromEnvironment(), null, 2)}\n`);
  return file;
}

/**
 * The backend's environment under `npm start`: the caller's, with the caller's own NODE_ENV
 * (start.mjs sets `production` for its web servers only), and this run's ports, origins (the
 * extra shell instances too), tokens and local mail server. The canary analysis reads this
 * run's web servers' own metrics, so no Prometheus is needed.
 * @param {{ nodeEnv: string | undefined, host: string, deployToken: string, metricsToken: string, smtpUrl?: string }} run
 * @returns {NodeJS.ProcessEnv}
 */
export function backendEnvironment({ nodeEnv, host, deployToken, metricsToken, smtpUrl }) {
  const env = process.env;
  const ports = sitePorts();
  const extraShells = extraShellPorts().map(localUrl);
  /** @type {NodeJS.ProcessEnv} */
  const backendEnv = {
    ...env,
    NODE_ENV: nodeEnv,
    PORT: String(ports.backend),
    HOST: env.BACKEND_HOST || host,
    SITE_ORIGINS: env.SITE_ORIGINS || [...siteOrigins(), ...extraShells].join(','),
    PUBLIC_API_URL: env.PUBLIC_API_URL || runtimeConfigFromEnvironment().backendUrl,
    DEPLOY_TOKEN: deployToken,
    METRICS_TOKEN: metricsToken,
    CANARY_METRICS_URLS: env.CANARY_METRICS_URLS || [localUrl(ports.shell), ...extraShells].join(','),
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  };
  if (nodeEnv === undefined) delete backendEnv.NODE_ENV;
  return backendEnv;
}
