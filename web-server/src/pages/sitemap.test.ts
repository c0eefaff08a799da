import { sitemapXml } from './sitemap';

test('the sitemap lists only public pages (never the profile or the staff console), and leaves out the pages of a module it cannot load', async () => {
  const logged: string[] = [];
  const xml = await sitemapXml(
    {
      publicUrl: 'https://www.site.example',
      remotes: { marketing: 'http://m/mf-manifest.json', account: 'http://a/mf-manifest.json', staff: 'http://s/mf-manifest.json' },
    },
    async () => undefined,
    { load: async () => undefined },
    (message) => logged.push(message),
  );
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(locations).toContain('https://www.site.example/about');
  expect(locations).toContain('https://www.site.example/login');
  expect(locations.filter((loc) => /\/(profile|staff)/.test(loc ?? ''))).toEqual([]);
  expect(locations.filter((loc) => loc?.includes('/insights/'))).toEqual([]);
  expect(logged).toEqual([expect.stringContaining('the sitemap lacks the pages of /insights/:slug')]);
});

test("an article's publication day is its lastmod; a page without a date of its own has none (WEB-7)", async () => {
  const article = {
    metadata: ({ slug }: { slug?: string }) => ({
      title: slug ?? '',
      description: '',
      modified: slug === 'a' ? '2026-10-14' : '2026-09-30',
    }),
    routeParams: () => [{ slug: 'a' }, { slug: 'b' }],
  };
  const xml = await sitemapXml(
    {
      publicUrl: 'https://www.site.example',
      remotes: { marketing: 'http://m/mf-manifest.json', account: 'http://a/mf-manifest.json', staff: 'http://s/mf-manifest.json' },
    },
    async () => ({ id: 'r1' }) as never,
    {
      load: async (_release, _remote, module) =>
        (module.includes('Insight') ? article : { metadata: { title: 't', description: 'd' } }) as never,
    },
    () => undefined,
  );
  expect(xml).toContain('<url><loc>https://www.site.example/insights/a</loc><lastmod>2026-10-14</lastmod></url>');
  expect(xml).toContain('<url><loc>https://www.site.example/insights/b</loc><lastmod>2026-09-30</lastmod></url>');
  expect(xml).toContain('<url><loc>https://www.site.example/about</loc></url>');
});
