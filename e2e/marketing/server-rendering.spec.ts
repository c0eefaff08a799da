import { brand, notFoundMetadata, OG_IMAGE, pagePaths, paths, remoteRouteAt, UNEXPECTED_ERROR_HEADING } from '@rcm/shared';
import { origins } from '../testing/ports';
import { expect, test } from '../testing/test';

/**
 * The marketing pages arrive as HTML: what a crawler, a link preview or a phone without
 * JavaScript gets, read here as plain HTTP (no script runs).
 */
const articles = [
  {
    slug: 'revenue-recovery-through-precise-billing',
    h1: 'Revenue recovery starts with precise billing',
    text: 'Where the money goes missing',
  },
  {
    slug: 'automating-medical-billing',
    h1: 'Automating medical billing without losing the human touch',
    text: 'What automation does well',
  },
  { slug: 'billing-that-enhances-patient-care', h1: 'How billing enhances patient care', text: 'The bill is part of the visit' },
];
const marketingPages = [
  { path: paths.home, h1: brand.tagline, text: 'Your Trusted Partner', title: `${brand.companyName} — ${brand.tagline}` },
  {
    path: paths.about,
    h1: 'Billing done right, so care comes first',
    text: 'leading billing partner for healthcare providers nationwide',
    title: `About Us | ${brand.companyName}`,
  },
  {
    path: paths.services,
    h1: 'Everything your revenue cycle needs, in one team',
    text: 'Denial Management',
    title: `Services and Packages | ${brand.companyName}`,
  },
  { path: paths.contact, h1: 'Get In Touch', text: 'Send Us A Message', title: `Contact Us | ${brand.companyName}` },
  { path: paths.privacy, h1: 'Privacy Policy', text: 'Health information and HIPAA', title: `Privacy Policy | ${brand.companyName}` },
  { path: paths.terms, h1: 'Terms of Service', text: 'Packages, prices and payment', title: `Terms of Service | ${brand.companyName}` },
  ...articles.map(({ slug, h1, text }) => ({ path: paths.insight(slug), h1, text, title: `${h1} | ${brand.companyName}` })),
];

const STYLES_INLINED = /<style>[^<]*\.shell-[\w-]+\{[^<]*<\/style><style>[^<]*\.mkt-[\w-]+\{/;
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const first = (html: string, pattern: RegExp) => decode(pattern.exec(html)?.[1] ?? '');
const metaContent = (html: string, key: string) => first(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

test('every marketing page is HTML with its own heading, text, title, description, canonical URL and preview tags', async ({ request }) => {
  const descriptions = new Set<string>();
  for (const { path, h1, text, title } of marketingPages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(first(html, /<h1[^>]*>(.*?)<\/h1>/), path).toBe(h1);
    expect(decode(html), path).toContain(text);
    expect(first(html, /<title[^>]*>(.*?)<\/title>/), path).toBe(title);
    expect(html.match(/<title/g), path).toHaveLength(1);
    const description = metaContent(html, 'description');
    expect(description.length, path).toBeGreaterThan(50);
    descriptions.add(description);
    expect(first(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(`${origins.shell}${path}`);
    expect(metaContent(html, 'og:title'), path).toBe(title);
    expect(metaContent(html, 'og:url'), path).toBe(`${origins.shell}${path}`);
    // The large card since the pages have a picture of their own (WEB-7).
    expect(metaContent(html, 'twitter:card'), path).toBe('summary_large_image');
    expect(metaContent(html, 'og:image'), path).toBe(`${origins.shell}${OG_IMAGE.path}`);
    // The shell's and the page's styles are in the page, so it is styled at first paint, before any request or script.
    // A page may link a stylesheet its remote was slow to send (the first requests on a busy machine); the next has it inlined.
    await expect
      .poll(
        async () => {
          const styled = await (await request.get(path)).text();
          return STYLES_INLINED.test(styled) && !/rel="?stylesheet"?/.test(styled);
        },
        { message: `${path} inlines the shell's and the page's styles` },
      )
      .toBe(true);
  }
  expect(descriptions.size).toBe(marketingPages.length);
});

test('an unknown path answers 404 with the error screen; an article that does not exist too', async ({ request }) => {
  for (const path of ['/no-such-page', paths.insight('no-such-article')]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(first(html, /<h1[^>]*>(.*?)<\/h1>/), path).toBe(UNEXPECTED_ERROR_HEADING);
    expect(first(html, /<title[^>]*>(.*?)<\/title>/), path).toBe(notFoundMetadata.title);
    expect(metaContent(html, 'robots'), path).toBe('noindex');
    expect(html).toContain('<nav class'); // inside the layout
  }
});

test('the account pages arrive with the layout and their titles; the login page with its card, the profile without a session as signed out', async ({
  request,
  page,
}) => {
  const html = await (await request.get(paths.login)).text();
  expect(first(html, /<title[^>]*>(.*?)<\/title>/)).toBe(`Log In or Create an Account | ${brand.companyName}`);
  expect(html).toContain('aria-label="Main"');
  expect(html).toContain('All rights reserved.');
  expect(html).toContain('Welcome Back');
  await page.goto(paths.login);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  const profile = await (await request.get(paths.profile)).text();
  expect(metaContent(profile, 'robots')).toBe('noindex');
  // No session cookie: the page as the spec has it for a visitor, rendered on the server.
  expect(profile).toContain('<h1>You are not logged in</h1>');
  expect(profile).not.toContain('Loading…');
});

test("every page hydrates without an error in the console, and its head is the page's", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The 404 page's own status is reported by Chromium as a failed resource; that is the point.
    if (message.type() === 'error' && !message.text().includes('404 (Not Found)')) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const { path, title } of [
    ...marketingPages,
    { path: paths.login, title: `Log In or Create an Account | ${brand.companyName}` },
    { path: '/no-such-page', title: notFoundMetadata.title },
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveTitle(title);
    expect(await page.locator('title').count(), path).toBe(1);
    expect(await page.locator('meta[name="description"]').count(), path).toBe(1);
  }
  // After a client-side navigation the head follows the new page.
  await page.goto(paths.about);
  await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveTitle(`Contact Us | ${brand.companyName}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origins.shell}${paths.contact}`);
  expect(errors).toEqual([]);
});

test('/sitemap.xml is valid and lists every public page and article; robots.txt points to it', async ({ request, page }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await response.text();
  await page.goto('/');
  const parsed = await page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'application/xml');
    return {
      error: document.getElementsByTagName('parsererror').length > 0,
      namespace: document.documentElement.namespaceURI,
      root: document.documentElement.localName,
      locs: [...document.getElementsByTagName('loc')].map((loc) => loc.textContent),
    };
  }, xml);
  expect(parsed.error).toBe(false);
  expect(parsed).toMatchObject({ root: 'urlset', namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
  const expected = [...pagePaths.filter((path) => remoteRouteAt(path)?.public), ...articles.map(({ slug }) => paths.insight(slug))].map(
    (path) => `${origins.shell}${path}`,
  );
  expect([...parsed.locs].sort()).toEqual(expected.sort());
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${origins.shell}/sitemap.xml`);
});

test('a marketing page is cacheable for a short time with revalidation, tied to the releases it was rendered from', async ({ request }) => {
  const response = await request.get(paths.about);
  const etag = response.headers()['etag'];
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10, must-revalidate');
  expect((await request.get(paths.about)).headers()['etag']).toBe(etag);
  expect((await request.get(paths.contact)).headers()['etag']).not.toBe(etag);
  const revalidated = await request.get(paths.about, { headers: { 'if-none-match': etag! } });
  expect(revalidated.status()).toBe(304);
  const notFound = await request.get('/no-such-page');
  expect(notFound.headers()['etag']).toBeUndefined();
  expect(notFound.headers()['cache-control']).toBe('no-cache');
});

test('sharing and search basics: the picture and favicon.ico are served, the home page and the articles carry JSON-LD, the articles a lastmod (WEB-7)', async ({
  request,
}) => {
  for (const [file, type] of [
    [OG_IMAGE.path, 'image/png'],
    ['/favicon.ico', 'image/'],
  ] as const) {
    const response = await request.get(file);
    expect([file, response.status()]).toEqual([file, 200]);
    expect(response.headers()['content-type']).toContain(type);
  }
  const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
  // Polled: a remote slower than 300 ms to load costs the first request its page (and so its metadata).
  await expect
    .poll(async () => jsonLd(await (await request.get(paths.home)).text()))
    .toMatchObject({ '@type': 'Organization', name: brand.companyName });
  const article = articles[0]!;
  expect(jsonLd(await (await request.get(paths.insight(article.slug))).text())).toMatchObject({
    '@type': 'Article',
    headline: article.h1,
    author: { name: `${brand.companyName} billing team` },
  });
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(new RegExp(`<loc>${origins.shell}${paths.insight(article.slug)}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  expect(sitemap).toContain(`<loc>${origins.shell}${paths.insights}</loc>`);
});
