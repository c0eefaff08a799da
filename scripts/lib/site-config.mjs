// @ts-check
/** The runtime config and origins `npm start` derives from environment variables. */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BACKEND_DEFAULT_PORT, frontendApps, portFromEnv, repoRoot } from './apps.mjs';

const require = createRequire(import.meta.url);

/** @returns {typeof import('../../shared/dist/index.js')} */
export function loadShared() {
  return require(path.join(repoRoot, 'shared/dist/index.js'));
}

export function sitePorts() {
  const [shell, marketing, account] = frontendApps.map((app) => portFromEnv(`${app.id.toUpperCase()}_PORT`, app.defaultPort));
  return {
    shell: /** @type {number} */ (shell),
    marketing: /** @type {number} */ (marketing),
    account: /** @type {number} */ (account),
    backend: portFromEnv('BACKEND_PORT', BACKEND_DEFAULT_PORT),
  };
}

/** The config the pages read, from SHELL_URL, MARKETING_URL, ACCOUNT_URL, BACKEND_URL, APPWRITE_*. */
export function runtimeConfigFromEnvironment() {
  const ports = sitePorts();
  return loadShared().runtimeConfigFromEnv({
    MARKETING_URL: process.env.MARKETING_URL ?? `http://localhost:${ports.marketing}`,
    ACCOUNT_URL: process.env.ACCOUNT_URL ?? `http://localhost:${ports.account}`,
    BACKEND_URL: process.env.BACKEND_URL ?? `http://localhost:${ports.backend}`,
    APPWRITE_ENDPOINT: process.env.APPWRITE_ENDPOINT,
    APPWRITE_PROJECT_ID: process.env.APPWRITE_PROJECT_ID,
  });
}

export function shellUrl() {
  return process.env.SHELL_URL ?? `http://localhost:${sitePorts().shell}`;
}

/** Origins allowed to call the backend with credentials: the shell and both remotes. */
export function siteOrigins() {
  const config = runtimeConfigFromEnvironment();
  return [shellUrl(), config.remotes.marketing, config.remotes.account].map((url) => new URL(url).origin);
}

/** Writes the runtime config where the shell's server reads it; returns the file's path. */
export function writeRuntimeConfig(dir = path.join(repoRoot, '.runtime')) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'runtime-config.json');
  fs.writeFileSync(file, `${JSON.stringify(runtimeConfigFromEnvironment(), null, 2)}\n`);
  return file;
}
