// @ts-check
/**
 * The npm registry reachable from our machines serves only some platforms' prebuilt binaries
 * (e.g. @swc/core-linux-x64-gnu, not @swc/core-darwin-arm64), so `npm install` leaves those
 * optional packages out of package-lock.json and `npm ci` then refuses the lock as out of
 * sync. This adds an entry for each unreachable optional binary, marked with its os/cpu, so
 * npm ci accepts the lock and skips them as foreign platforms (they are never downloaded here).
 * Run after any `npm install` that changes dependencies: node scripts/lockfile/add-platform-entries.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
/** @type {Record<string, any>} */
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'arm'];

/** @param {string} name */
function platformOf(name) {
  const tokens = name.split('/').pop()?.split('-') ?? [];
  const os = OS.find((candidate) => tokens.includes(candidate));
  const cpu = CPU.find((candidate) => tokens.includes(candidate));
  /** @type {{ os?: string[], cpu?: string[], libc?: string[] }} */
  const platform = {};
  if (os) platform.os = [os];
  if (cpu) platform.cpu = [cpu];
  if (tokens.some((token) => token.startsWith('musl'))) platform.libc = ['musl'];
  else if (os === 'linux' && tokens.some((token) => token.startsWith('gnu'))) platform.libc = ['glibc'];
  return platform;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue;
    packages[hoisted] = { version: String(spec).replace(/^[~^=]/, ''), ...platform, optional: true, ...(entry.dev ? { dev: true } : {}) };
    added += 1;
  }
}
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} foreign-platform optional entries added`);
