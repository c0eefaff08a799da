import { expect, test } from '../testing/test';
import { contactMessages, INLINE_RUNTIME_CONFIG_ID, newsletterMessages } from '@rcm/shared';
import type { RemoteName } from '@rcm/shared';
import { expectToast, markDocument, remoteFolders } from '../testing/site';

/** Where the site loads each remote from (the release store's folders of the live releases). */
let remotes: Record<RemoteName, string>;
test.beforeAll(async () => {
  remotes = await remoteFolders();
});

test("a toast fired inside a remote shows in the shell's single container", async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, contactMessages.firstName);
  await expect(page.locator('.Toastify')).toHaveCount(1);
});

test('a <Link> inside a remote navigates without a full page load', async ({ page }) => {
  await page.goto('/about');
  const sameDocument = await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { name: 'Get In Touch', level: 1 })).toBeVisible();
  expect(await sameDocument()).toBe(true);
});

test('a page downloads only its own remote; the other is fetched only after the page has rendered', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  const timings = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
  );
  const aboutChunk = timings.find((entry) => entry.url.startsWith(remotes.marketing) && entry.url.includes('__federation_expose_About'));
  expect(aboutChunk).toBeDefined();
  const accountRequests = timings.filter((entry) => entry.url.startsWith(remotes.account));
  for (const request of accountRequests) expect(request.start).toBeGreaterThanOrEqual(aboutChunk!.end);
});

test("the first page's remote files are named by the HTML, fetched once, and the page appears without a loading state", async ({
  page,
}) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[role="status"]')?.textContent?.includes('Loading'))
        (window as unknown as { __sawLoading?: boolean }).__sawLoading = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const response = await page.goto('/about');
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(
    new RegExp(`<link rel="preload" href="${remotes.marketing}/__federation_expose_About\\.[0-9a-f]+\\.js" as="script">`),
  );
  expect(html).toContain(`id="${INLINE_RUNTIME_CONFIG_ID}"`);
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();

  const marketingFiles = requested.filter((url) => url.startsWith(remotes.marketing));
  expect(marketingFiles.length).toBeGreaterThan(2);
  expect(new Set(marketingFiles).size).toBe(marketingFiles.length);
  expect(requested.some((url) => url.endsWith('/runtime-config.json'))).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { __sawLoading?: boolean }).__sawLoading === true)).toBe(false);
});

test("pointing at a link to another remote's page starts downloading that page", async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  const loginChunk = page.waitForRequest(
    (request) => request.url().startsWith(remotes.account) && request.url().includes('__federation_expose_Login'),
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Get started' }).hover();
  await loginChunk;
});

test.describe('with the marketing remote unreachable', () => {
  test('/about shows a fallback while navbar, footer, newsletter and /profile keep working; retry recovers', async ({ page }) => {
    await page.route(`${remotes.marketing}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('All rights reserved.')).toBeVisible();

    const email = page.getByRole('contentinfo').getByLabel('Email');
    await email.fill('nope');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, newsletterMessages.email);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'You are not logged in' })).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();
    await page.unroute(`${remotes.marketing}/**`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  });

  test('a remote serving a broken manifest is contained the same way', async ({ page }) => {
    await page.route(`${remotes.marketing}/mf-manifest.json`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken": true}' }),
    );
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
