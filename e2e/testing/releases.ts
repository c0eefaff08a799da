import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
export const artifactsDir = path.join(repoRoot, 'e2e/.artifacts');

type RemoteWorkspace = 'marketing-remote' | 'account-remote' | 'staff-remote';
export type SourceChange = { file: string; from: string; to: string };

/**
 * Two releases of a remote in `releasesDir`: A, a copy of the current build, and B, built from
 * a copy of its source with one visible text changed — what the remote team's next release
 * would be. Returns their folders.
 */
export function prepareReleases(
  remote: RemoteWorkspace,
  releasesDir: string,
  change: SourceChange,
): { releaseA: string; releaseB: string } {
  fs.rmSync(releasesDir, { recursive: true, force: true });
  fs.mkdirSync(releasesDir, { recursive: true });
  const releaseA = path.join(releasesDir, 'A');
  const releaseB = path.join(releasesDir, 'B');
  fs.cpSync(path.join(repoRoot, remote, 'dist'), releaseA, { recursive: true });
  buildChangedRelease(remote, releaseB, change);
  return { releaseA, releaseB };
}

/** Builds a copy of the remote's source with `change` applied into `outputDir` (the copy in a folder of its own per remote). */
export function buildChangedRelease(remote: RemoteWorkspace, outputDir: string, change: SourceChange): void {
  const workspace = path.join(artifactsDir, `release-src-${remote}`);
  fs.rmSync(workspace, { recursive: true, force: true });
  fs.mkdirSync(workspace, { recursive: true });
  fs.cpSync(path.join(repoRoot, remote), path.join(workspace, remote), {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  // The copy's webpack config reaches the shared build config and package through `..`.
  fs.symlinkSync(path.join(repoRoot, 'tooling'), path.join(workspace, 'tooling'));
  fs.symlinkSync(path.join(repoRoot, 'shared'), path.join(workspace, 'shared'));

  const file = path.join(workspace, remote, change.file);
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(change.from)) throw new Error(`${change.file} no longer contains "${change.from}"`);
  fs.writeFileSync(file, source.replace(change.from, change.to));

  execFileSync('npx', ['webpack', '--mode', 'production', '--env', `outputDir=${outputDir}`], {
    cwd: path.join(workspace, remote),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
}
