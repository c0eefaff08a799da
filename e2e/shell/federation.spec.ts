import { expect, test } from '@playwright/test';
import { expectToast, markDocument, remoteOrigins } from '../support/site';

test('a toast fired inside a remote shows in the shell\'s single container', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Please insert your first name');
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
    performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
  );
  const aboutChunk = timings.find((entry) => entry.url.startsWith(remoteOrigins.marketing) && entry.url.includes('__federation_expose_About'));
  expect(aboutChunk).toBeDefined();
  const accountRequests = timings.filter((entry) => entry.url.startsWith(remoteOrigins.account));
  for (const request of accountRequests) expect(request.start).toBeGreaterThanOrEqual(aboutChunk!.end);
});

test.describe('with the marketing remote unreachable', () => {
  test('/about shows a fallback while navbar, footer, newsletter and /profile keep working; retry recovers', async ({ page }) => {
    await page.route(`${remoteOrigins.marketing}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('All rights reserved.')).toBeVisible();

    const email = page.getByRole('contentinfo').getByLabel('Email');
    await email.fill('nope');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'Please insert a correct email');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'You are not logged in' })).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();
    await page.unroute(`${remoteOrigins.marketing}/**`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  });

  test('a remote serving a broken manifest is contained the same way', async ({ page }) => {
    await page.route(`${remoteOrigins.marketing}/mf-manifest.json`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken": true}' }),
    );
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
