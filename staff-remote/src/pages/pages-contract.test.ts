import { pageFolderOf, remoteModules, type RemotePageModule } from '@rcm/shared';
import { testRemotePagesContract } from '@rcm/shared/testing/react';

testRemotePagesContract('staff', (folder) => import(`./${folder}/index.ts`));

test.each(remoteModules.staff.map((module) => [module]))('%s is kept out of search results', async (module) => {
  const page = (await import(`./${pageFolderOf(module)}/index.ts`)) as Partial<RemotePageModule>;
  expect(page.metadata).toMatchObject({ noindex: true });
});
