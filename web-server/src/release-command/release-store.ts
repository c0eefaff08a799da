import fs from 'node:fs';
import path from 'node:path';
import { releaseFolderOf, type RemoteName } from '@rcm/shared';

/** The most publications of one commit on one day the id pattern allows (`-2` … `-999`). */
const MOST_PER_DAY = 999;

/** `<UTC date>-<first 7 hex of the commit>`, then `-2`, `-3`…: the first candidate id for that day and commit. */
export function releaseIdCandidates(now: Date, commit: string): string[] {
  const base = `${now.toISOString().slice(0, 10)}-${commit.slice(0, 7)}`;
  return [base, ...Array.from({ length: MOST_PER_DAY - 1 }, (_, index) => `${base}-${index + 2}`)];
}

export function releaseDirOf(store: string, remote: RemoteName, id: string): string {
  return path.join(store, releaseFolderOf(remote, id));
}

/**
 * Copies the build into a new folder of the store, under the first id neither the registry
 * (`taken`) nor the store has: the folder is made with a non-recursive mkdir, which fails if it
 * exists, so two publishers at once get different ids and no release's files are ever overwritten.
 */
export function storeRelease(
  store: string,
  remote: RemoteName,
  candidates: readonly string[],
  taken: ReadonlySet<string>,
  dist: string,
): string {
  fs.mkdirSync(path.join(store, remote), { recursive: true });
  for (const id of candidates) {
    if (taken.has(id)) continue;
    const dir = releaseDirOf(store, remote, id);
    try {
      fs.mkdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    try {
      fs.cpSync(dist, dir, { recursive: true, errorOnExist: true, force: false });
    } catch (error) {
      // A half-copied release must not be left for a later publish or a web server to find.
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    return id;
  }
  throw new Error(`Every id of ${candidates[0] ?? 'this commit'} today is taken.`);
}

/** Removes a release's folder: only the publish that made it, when the registry refused it, and prune. */
export function removeRelease(store: string, remote: RemoteName, id: string): void {
  fs.rmSync(releaseDirOf(store, remote, id), { recursive: true, force: true });
}

/** The release folders the store holds for `remote`. */
export function storedReleaseIds(store: string, remote: RemoteName): string[] {
  const dir = path.join(store, remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
