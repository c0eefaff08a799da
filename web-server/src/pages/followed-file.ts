import fs from 'node:fs';

/**
 * A file read again whenever it changes on disk (checked at each call), so a new build of the
 * shell takes effect without a restart. `read` turns the file into what the server uses.
 */
export function followedFile<T>(file: string, read: (file: string) => T): () => { value: T; version: string } {
  let last: { version: string; value: T } | undefined;
  return () => {
    const stat = fs.statSync(file);
    const version = `${stat.mtimeMs}-${stat.size}`;
    if (last?.version !== version) last = { version, value: read(file) };
    return last;
  };
}
