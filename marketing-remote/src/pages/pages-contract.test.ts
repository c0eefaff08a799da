import { pageFolderOf, remoteModules, resolvePageMetadata, type RemotePageModule } from '@rcm/shared';
import { testRemotePagesContract } from '@rcm/shared/testing/react';
import { insights } from '../content/insights';

const pageFolder = (folder: string) => import(`./${folder}/index.ts`);
const pageModule = async (module: string) => (await pageFolder(pageFolderOf(module))) as RemotePageModule;

// An article's metadata is worked out from its address: any metadata will do here (see below).
testRemotePagesContract('marketing', pageFolder, expect.anything());

test('every page and article has a title and a description of its own', async () => {
  const pages = await Promise.all(remoteModules.marketing.map(pageModule));
  const insight = await pageModule('./Insight');
  const heads = [
    ...pages.filter((page) => page !== insight).map((page) => resolvePageMetadata(page.metadata, {})),
    ...(insight.routeParams?.() ?? []).map((params) => resolvePageMetadata(insight.metadata, params)),
  ];
  expect(heads).toHaveLength(remoteModules.marketing.length - 1 + insights.length);
  for (const head of heads) {
    expect(head?.title).toMatch(/\S/);
    expect(head?.description.length).toBeGreaterThan(50);
  }
  expect(new Set(heads.map((head) => head?.title)).size).toBe(heads.length);
  expect(new Set(heads.map((head) => head?.description)).size).toBe(heads.length);
});

test('an article address that names no article has no page', async () => {
  const insight = await pageModule('./Insight');
  expect(resolvePageMetadata(insight.metadata, { slug: 'no-such-article' })).toBeUndefined();
  expect(resolvePageMetadata(insight.metadata, { slug: insights[0]!.slug })).toMatchObject({
    title: expect.stringContaining(insights[0]!.title),
    type: 'article',
  });
});
