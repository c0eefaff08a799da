// @ts-check
/**
 * Builds what is missing or out of date: the TypeScript projects (shared, backend, web-server)
 * with `tsc -b`, then each front-end app in production mode (its browser build and the Node
 * build the web server runs). `--force` rebuilds every app.
 * Usage: node scripts/build.mjs [--force] [shell|marketing|account ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { frontendApps, repoRoot } from './lib/apps.mjs';
import { run } from './lib/run.mjs';

const IGNORED = new Set(['node_modules', 'dist', 'dist-server', 'test-results']);

/** Newest modification time of the files under a folder (sources and configs). @param {string} dir */
function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (IGNORED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** @param {import('./lib/apps.mjs').FrontendApp} app */
function isUpToDate(app) {
  const built = app.builtFiles.map((file) => path.join(repoRoot, app.workspace, file));
  if (!built.every((file) => fs.existsSync(file))) return false;
  const inputs = Math.max(
    newestMtime(path.join(repoRoot, app.workspace)),
    newestMtime(path.join(repoRoot, 'shared', 'src')),
    newestMtime(path.join(repoRoot, 'shared', 'styles')),
    newestMtime(path.join(repoRoot, 'tooling', 'webpack')),
    // The remotes' Node builds bundle its runtime plugin (server-fetch-timeout.cjs).
    newestMtime(path.join(repoRoot, 'web-server', 'src', 'federation')),
  );
  return built.every((file) => fs.statSync(file).mtimeMs >= inputs);
}

export async function build({ force = false, only = /** @type {string[]} */ ([]) } = {}) {
  await run('npx', ['tsc', '-b', 'shared', 'backend', 'web-server'], { cwd: repoRoot });
  const selected = frontendApps.filter((app) => only.length === 0 || only.includes(app.id));
  for (const app of selected) {
    if (!force && isUpToDate(app)) {
      console.log(`[build] ${app.workspace}: up to date`);
      continue;
    }
    console.log(`[build] ${app.workspace}: building for production`);
    // A remote's pages are type-checked against the shell's contract before it is bundled.
    await run('npx', ['tsc', '-p', app.workspace], { cwd: repoRoot });
    await run('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(repoRoot, app.workspace),
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  build({ force: args.includes('--force'), only: args.filter((arg) => !arg.startsWith('--')) }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
