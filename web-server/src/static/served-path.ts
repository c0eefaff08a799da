import fs from 'node:fs';
import path from 'node:path';

/**
 * Whether a requested path may be served from `root`: never a dotfile or a file in a dot
 * folder (`.env`, `.git/`), never a source map, and never a file that a symlink (the file
 * itself, its precompressed twin, or a folder on its way) leads out of the root.
 */
export function isServablePath(root: string, pathname: string): boolean {
  const segments = pathname.split(/[\\/]/);
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  if (/\.map$/.test(pathname)) return false;
  const realRoot = fs.realpathSync(root);
  const file = path.join(root, pathname);
  return [file, `${file}.br`, `${file}.gz`].every((candidate) => {
    let real: string;
    try {
      real = fs.realpathSync(candidate);
    } catch {
      return true; // not there: the static server answers 404 for it
    }
    return real === realRoot || real.startsWith(`${realRoot}${path.sep}`);
  });
}
