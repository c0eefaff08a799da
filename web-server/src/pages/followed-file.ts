import fs from 'node:fs';

/**
 * A file read again whenever it changes on disk (its modification time, size and inode, checked
 * at each call with one `stat`), so a new build of the shell takes effect without a restart.
 * `read` turns the file into what the server uses. With `recheckForMs`, a file changed that
 * recently is read again at every call: file times are coarse (a few milliseconds), so a second
 * edit of the same size within one tick would otherwise look like no change.
 */
export function followedFile<T>(
  file: string,
  read: (file: string) => T,
  { recheckForMs = 0 }: { recheckForMs?: number } = {},
): () => { value: T; version: string } {
  let last: { version: string; value: T } | undefined;
  return () => {
    const stat = fs.statSync(file);
    const version = `${stat.mtimeMs}-${stat.size}-${stat.ino}`;
    // Without `recheckForMs`, only a new version is read (a file dated in the future is not read at every call).
    const settled = recheckForMs === 0 || Date.now() - stat.mtimeMs > recheckForMs;
    if (!settled || last?.version !== version) last = { version, value: read(file) };
    return last;
  };
}
