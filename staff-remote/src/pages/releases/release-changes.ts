import type { ReleaseManifest } from '@rcm/shared';

/**
 * What a release changed in what the shell relies on — its exposed modules and the shared
 * packages' versions — against the release published before it, in words. The first release
 * of a remote has nothing to compare with.
 */
export function changesSince(release: ReleaseManifest, previous: ReleaseManifest | undefined): string[] {
  if (!previous) return ['First release in the registry'];
  const added = release.exposes.filter((module) => !previous.exposes.includes(module));
  const dropped = previous.exposes.filter((module) => !release.exposes.includes(module));
  const changes = [...added.map((module) => `Exposes ${module}`), ...dropped.map((module) => `No longer exposes ${module}`)];
  const names = [...new Set([...Object.keys(previous.shared), ...Object.keys(release.shared)])].sort();
  for (const name of names) {
    const before = previous.shared[name];
    const after = release.shared[name];
    if (before === after) continue;
    if (before === undefined) changes.push(`Shares ${name} ${after}`);
    else if (after === undefined) changes.push(`No longer shares ${name}`);
    else changes.push(`${name} ${before} → ${after}`);
  }
  return changes.length > 0 ? changes : ['No change to exposed modules or shared versions'];
}
