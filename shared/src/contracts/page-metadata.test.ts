import { canonicalPath, canonicalUrl, pageHeadTags, resolvePageMetadata } from './page-metadata';
import { pathWithParams, remoteRouteAt, routeParamsOf } from './remote-routes';

test('a canonical URL is the public base URL and the path, without a trailing slash', () => {
  expect(canonicalUrl('https://site.example', '/')).toBe('https://site.example/');
  expect(canonicalUrl('https://site.example', '/about/')).toBe('https://site.example/about');
  expect(canonicalUrl('https://site.example', '/insights/a')).toBe('https://site.example/insights/a');
  expect(canonicalUrl('https://site.example', '//about')).toBe('https://site.example/about');
});

test('a path has one spelling: single slashes, none at the end (L18)', () => {
  expect(['/', '//', '/about', '/about/', '//about', '/about//', '///about', '/insights//a/'].map(canonicalPath)).toEqual([
    '/',
    '/',
    '/about',
    '/about',
    '/about',
    '/about',
    '/about',
    '/insights/a',
  ]);
});

test('the head of a page: title, description, canonical URL, Open Graph and Twitter card tags', () => {
  const tags = pageHeadTags({ title: 'About Us | Clarity RCM', description: 'Who we are.' }, 'https://site.example/about');
  expect(tags).toEqual([
    { tag: 'title', text: 'About Us | Clarity RCM' },
    { tag: 'meta', attributes: { name: 'description', content: 'Who we are.' } },
    { tag: 'link', attributes: { rel: 'canonical', href: 'https://site.example/about' } },
    { tag: 'meta', attributes: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attributes: { property: 'og:site_name', content: 'Clarity RCM' } },
    { tag: 'meta', attributes: { property: 'og:title', content: 'About Us | Clarity RCM' } },
    { tag: 'meta', attributes: { property: 'og:description', content: 'Who we are.' } },
    { tag: 'meta', attributes: { property: 'og:url', content: 'https://site.example/about' } },
    { tag: 'meta', attributes: { property: 'og:image', content: 'https://site.example/og-image.png' } },
    { tag: 'meta', attributes: { property: 'og:image:width', content: '1200' } },
    { tag: 'meta', attributes: { property: 'og:image:height', content: '630' } },
    { tag: 'meta', attributes: { property: 'og:image:alt', content: 'Clarity RCM: Smarter Billing, Better Care' } },
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attributes: { name: 'twitter:title', content: 'About Us | Clarity RCM' } },
    { tag: 'meta', attributes: { name: 'twitter:description', content: 'Who we are.' } },
    { tag: 'meta', attributes: { name: 'twitter:image', content: 'https://site.example/og-image.png' } },
  ]);
});

test("a page's structured data is written as JSON-LD with its address and the site's picture (WEB-7)", () => {
  const tags = pageHeadTags(
    { title: 'A', description: 'a', structuredData: { '@type': 'Article', headline: 'A' } },
    'https://site.example/insights/a',
  );
  expect(tags.at(-1)).toEqual({
    tag: 'json-ld',
    json: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'A',
      url: 'https://site.example/insights/a',
      image: 'https://site.example/og-image.png',
    },
  });
});

test('a page kept out of search results says so instead of naming a canonical URL', () => {
  const tags = pageHeadTags({ title: 't', description: 'd', noindex: true, type: 'article' }, 'https://site.example/x');
  expect(tags).toContainEqual({ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } });
  expect(tags.find((tag) => tag.tag === 'link')).toBeUndefined();
  expect(tags).toContainEqual({ tag: 'meta', attributes: { property: 'og:type', content: 'article' } });
});

test('metadata is fixed or decided by the route parameters', () => {
  expect(resolvePageMetadata({ title: 't', description: 'd' }, {})).toEqual({ title: 't', description: 'd' });
  const bySlug = ({ slug }: { slug?: string }) => (slug === 'a' ? { title: 'A', description: 'a' } : undefined);
  expect(resolvePageMetadata(bySlug, { slug: 'a' })?.title).toBe('A');
  expect(resolvePageMetadata(bySlug, { slug: 'b' })).toBeUndefined();
});

test("a route's parameters are read from a path and written back into one", () => {
  const route = remoteRouteAt('/insights/claim%20denials');
  expect(route?.path).toBe('/insights/:slug');
  expect(routeParamsOf('/insights/:slug', '/insights/claim%20denials')).toEqual({ slug: 'claim denials' });
  expect(routeParamsOf('/insights/:slug', '/insights/%E0')).toEqual({ slug: '%E0' });
  expect(pathWithParams('/insights/:slug', { slug: 'claim denials' })).toBe('/insights/claim%20denials');
});
