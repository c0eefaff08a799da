/// <reference types="jest" />
import { pageFolderOf, remoteModules, type RemoteName, type RemotePageModule } from '../../contracts/remote-modules';

/**
 * The remote contract, as each remote's pages test states it: every module the shell routes to
 * in `remote` is a page folder, `src/pages/<pageFolderOf(module)>/index.ts` (the convention by
 * which the build derives the remote's exposes), whose default export is a function component
 * and which exports the page's metadata (matching `metadata`: by default a title and a
 * description). `load` imports a page folder's index: the import is written in the remote, next
 * to its pages.
 */
export function testRemotePagesContract(
  remote: RemoteName,
  load: (folder: string) => Promise<unknown>,
  metadata: unknown = expect.objectContaining({ title: expect.stringMatching(/\S/), description: expect.stringMatching(/\S/) }),
): void {
  test.each(remoteModules[remote].map((module) => [module]))(
    '%s is a function component in its page folder, with its metadata',
    async (module) => {
      const page = (await load(pageFolderOf(module))) as Partial<RemotePageModule>;
      expect(page.default).toEqual(expect.any(Function));
      expect(page.default?.prototype?.isReactComponent).toBeUndefined();
      expect(page.metadata).toEqual(metadata);
    },
  );
}
