import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
export const artifactsDir = path.join(repoRoot, 'e2e/.artifacts');

/**
 * Builds the marketing remote from a copy of its source with one visible text changed, into
 * its own folder — what the marketing team's next release would be.
 */
export function buildChangedMarketingRelease(outputDir: string, change: { file: string; from: string; to: string }): void {
  buildChangedRelease('marketing-remote', outputDir, change);
}

/** The same for any remote's workspace (the staff remote's release test), in a folder of its own. */
export function buildChangedRelease(remote: 'marketing-remote' | 'staff-remote', outputDir: string, change: { file: string; from: string; to: string }): void {
  const workspace = path.join(artifactsDir, `release-src-${remote}`);
  fs.rmSync(workspace, { recursive: true, force: true });
  fs.mkdirSync(workspace, { recursive: true });
  fs.cpSync(path.join(repoRoot, remote), path.join(workspace, remote), {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  // The copy's webpack config reaches the shared build config and package through `..`.
  fs.symlinkSync(path.join(repoRoot, 'scripts'), path.join(workspace, 'scripts'));
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
