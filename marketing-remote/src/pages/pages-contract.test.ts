import { pageFolderOf, remoteModules, resolvePageMetadata, type RemotePageModule } from '@rcm/shared';
import { insights } from '../content/insights';

/**
 * The remote contract: every module the shell routes to in this remote is a page folder,
 * `src/pages/<pageFolderOf(module)>/index.ts` (the convention by which the build derives
 * the remote's exposes), whose default export is a function component and which exports the
 * page's metadata.
 */
const pageModule = async (module: string) => (await import(`./${pageFolderOf(module)}/index.ts`)) as RemotePageModule;

test.each(remoteModules.marketing.map((module) => [module]))(
  '%s is a function component in its page folder, with its metadata',
  async (module) => {
    const page = (await pageModule(module)) as Partial<RemotePageModule>;
    expect(page.default).toEqual(expect.any(Function));
    expect(page.default?.prototype?.isReactComponent).toBeUndefined();
    expect(page.metadata).toBeDefined();
  },
);

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
