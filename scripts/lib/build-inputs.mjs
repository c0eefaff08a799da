// @ts-check
/**
 * What an app's production build is made from, as one digest: its workspace's files, the shared
 * package's sources and styles, the webpack tooling, the web server's federation runtime plugins
 * (the .cjs files the remotes' Node builds bundle) and the lockfile. Tests, snapshots and build output are
 * left out, so editing a test or checking the repository out again rebuilds nothing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const IGNORED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'test-results', '__snapshots__']);
const TEST_FILE = /\.test\.(c|m)?[jt]sx?$/;

/** @param {string} dir @param {string[]} files */
function collect(dir, files) {
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!IGNORED_FOLDERS.has(entry.name)) collect(full, files);
    } else if (!TEST_FILE.test(entry.name)) files.push(full);
  }
  return files;
}

/** @param {string} workspace the app's folder, e.g. "marketing-remote" */
export function buildInputsDigest(workspace) {
  const roots = [workspace, 'shared/src', 'shared/styles', 'shared/package.json', 'tooling/webpack'];
  // Of the web server's federation code, the remotes' Node builds bundle only its runtime plugins (.cjs).
  const federation = path.join(repoRoot, 'web-server/src/federation');
  const files = roots
    .flatMap((root) => {
      const full = path.join(repoRoot, root);
      return fs.existsSync(full) && fs.statSync(full).isFile() ? [full] : collect(full, []);
    })
    .concat(collect(federation, []).filter((file) => file.endsWith('.cjs')))
    .concat(path.join(repoRoot, 'package-lock.json'))
    .sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(path.relative(repoRoot, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Where the digest of an app's last build is kept (outside dist/, which is published as is). @param {string} workspace */
export function builtDigestFile(workspace) {
  return path.join(repoRoot, 'node_modules', '.cache', 'rcm-build', `${workspace}.sha256`);
}
