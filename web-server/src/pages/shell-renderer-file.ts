import type { RenderShell } from '@rcm/shared';
import { followedFile } from './followed-file';

/**
 * The shell's renderer (its Node build, `dist-server/shell-renderer.js`), required again when a
 * new build replaces it, as the shell's `index.html` is re-read.
 */
export function shellRendererFile(file: string): () => RenderShell {
  const current = followedFile(file, (path) => {
    delete require.cache[require.resolve(path)];
    // A build output found at run time, not a dependency.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(path) as { renderShell: RenderShell }).renderShell;
  });
  return () => current().value;
}
