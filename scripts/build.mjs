// @ts-check
/**
 * Builds what is missing or out of date (its inputs' digest differs from the last build's): the TypeScript projects (shared, backend, web-server)
 * with `tsc -b`, then each front-end app in production mode (its browser build and the Node
 * build the web server runs). `--force` rebuilds every app.
 * Usage: node scripts/build.mjs [--force] [shell|marketing|account ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { frontendApps, repoRoot } from './lib/apps.mjs';
import { buildInputsDigest, builtDigestFile } from './lib/build-inputs.mjs';
import { run } from './lib/run.mjs';

/** @param {import('./lib/apps.mjs').FrontendApp} app @param {string} digest */
function isUpToDate(app, digest) {
  const built = app.builtFiles.map((file) => path.join(repoRoot, app.workspace, file));
  if (!built.every((file) => fs.existsSync(file))) return false;
  const digestFile = builtDigestFile(app.workspace);
  return fs.existsSync(digestFile) && fs.readFileSync(digestFile, 'utf8') === digest;
}

export async function build({ force = false, only = /** @type {string[]} */ ([]) } = {}) {
  await run('npx', ['tsc', '-b', 'shared', 'backend', 'web-server'], { cwd: repoRoot });
  const selected = frontendApps.filter((app) => only.length === 0 || only.includes(app.id));
  for (const app of selected) {
    const digest = buildInputsDigest(app.workspace);
    if (!force && isUpToDate(app, digest)) {
      console.log(`[build] ${app.workspace}: up to date`);
      continue;
    }
    console.log(`[build] ${app.workspace}: building for production`);
    // A remote's pages are type-checked against the shell's contract before it is bundled.
    await run('npx', ['tsc', '-p', app.workspace], { cwd: repoRoot });
    await run('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(repoRoot, app.workspace),
      // Each distinct build gets its own federation build version (the manifest's
      // `buildVersion`, the entry's FEDERATION_BUILD_IDENTIFIER): the runtime tells two releases of
      // one remote apart by it, and would otherwise reuse one release's container for the other.
      env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: digest.slice(0, 12) },
    });
    fs.mkdirSync(path.dirname(builtDigestFile(app.workspace)), { recursive: true });
    fs.writeFileSync(builtDigestFile(app.workspace), digest);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  build({ force: args.includes('--force'), only: args.filter((arg) => !arg.startsWith('--')) }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
