import { pageFolderOf, remoteModules, type RemotePageModule } from '@rcm/shared';

/**
 * The remote contract: every module the shell routes to in this remote is a page folder,
 * `src/pages/<pageFolderOf(module)>/index.ts` (the convention by which the build derives
 * the remote's exposes), whose default export is a function component and which exports the
 * page's metadata.
 */
test.each(remoteModules.account.map((module) => [module]))(
  '%s is a function component in its page folder, with its metadata',
  async (module) => {
    const page = (await import(`./${pageFolderOf(module)}/index.ts`)) as Partial<RemotePageModule>;
    expect(page.default).toEqual(expect.any(Function));
    expect(page.default?.prototype?.isReactComponent).toBeUndefined();
    expect(page.metadata).toMatchObject({ title: expect.stringMatching(/\S/), description: expect.stringMatching(/\S/) });
  },
);
