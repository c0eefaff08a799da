// @ts-check
/** The parts of the site, where they live, and how each is built. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {object} FrontendApp
 * @property {'shell' | 'marketing' | 'account'} id
 * @property {string} workspace folder name
 * @property {string} builtFile a file whose presence means the build exists
 * @property {number} defaultPort
 */

/** @type {FrontendApp[]} */
export const frontendApps = [
  { id: 'shell', workspace: 'shell', builtFile: 'index.html', defaultPort: 3000 },
  { id: 'marketing', workspace: 'marketing-remote', builtFile: 'mf-manifest.json', defaultPort: 3001 },
  { id: 'account', workspace: 'account-remote', builtFile: 'remoteEntry.js', defaultPort: 3002 },
];

export const BACKEND_DEFAULT_PORT = 4000;

/** @param {string} name @param {number} fallback */
export function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}
