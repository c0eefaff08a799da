// @ts-check
/** The parts of the site, where they live, and how each is built. */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The usual local ports, from the same file @rcm/shared compiles in (read as JSON: the scripts
 * need them before anything is built).
 * @type {Readonly<Record<'shell' | 'marketing' | 'account' | 'staff' | 'backend' | 'releases', number>>}
 */
export const localPorts = createRequire(import.meta.url)('@rcm/shared/local-ports.json');

/**
 * @typedef {object} FrontendApp
 * @property {'shell' | 'marketing' | 'account' | 'staff'} id
 * @property {string} workspace folder name
 * @property {string[]} builtFiles files (in the workspace) whose presence means the build exists:
 *   the browser build's, and the Node build's the shell's server runs
 */

/** @type {FrontendApp[]} */
export const frontendApps = [
  { id: 'shell', workspace: 'shell', builtFiles: ['dist/index.html', 'dist-server/shell-renderer.js'] },
  { id: 'marketing', workspace: 'marketing-remote', builtFiles: ['dist/mf-manifest.json', 'dist/server/remoteEntry.js'] },
  { id: 'account', workspace: 'account-remote', builtFiles: ['dist/mf-manifest.json', 'dist/server/remoteEntry.js'] },
  { id: 'staff', workspace: 'staff-remote', builtFiles: ['dist/mf-manifest.json', 'dist/server/remoteEntry.js'] },
];

/** @param {string} name @param {number} fallback */
export function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}
