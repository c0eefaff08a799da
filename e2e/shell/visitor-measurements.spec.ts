import { expect, test } from '../testing/test';
import { counted, reportingLoaded, shellMetrics } from '../testing/metrics';
import { remoteFolders } from '../testing/site';

/**
 * Real visitors' measurements end to end: the page's beacons reach the web server that served
 * it and show in its `/metrics` under the route pattern, the remote and the live release. Other
 * tests browse the site at the same time, so each check is an increase, never an exact count.
 */
let marketingFolder = '';
let release = '';
test.beforeAll(async () => {
  marketingFolder = (await remoteFolders()).marketing;
  // `npm start` makes its build marketing's live release: the store folder's last segment is its id.
  release = marketingFolder.split('/').pop() ?? '';
  expect(release).toMatch(/^\d{4}-\d{2}-\d{2}-/);
});

test('a visitor’s page views and Largest Contentful Paint are counted for the right route, remote and release', async ({ page }) => {
  const before = await shellMetrics();
  const home = { remote: 'marketing', release, route: '/' };
  const about = { ...home, route: '/about' };
  const loaded = reportingLoaded(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await loaded;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  // Leaving the site hides the page: what waits is sent then, LCP with it.
  // (Not page.goto, which waits for the site's app to take the page over.)
  await page.evaluate(() => window.location.assign('about:blank'));
  await page.waitForURL('about:blank');
  await expect
    .poll(async () => {
      const now = await shellMetrics();
      return [
        counted(now, 'rcm_rum_page_views_total', home) > counted(before, 'rcm_rum_page_views_total', home),
        counted(now, 'rcm_rum_page_views_total', about) > counted(before, 'rcm_rum_page_views_total', about),
        counted(now, 'rcm_rum_lcp_seconds_count', home) > counted(before, 'rcm_rum_lcp_seconds_count', home),
      ];
    })
    .toEqual([true, true, true]);
  // The visitor's address is never a label: only route patterns are.
  expect(await shellMetrics()).not.toMatch(/route="\/about\?/);
});

test('a page whose remote chunk cannot load is counted as a load failure', async ({ page }) => {
  const labels = { remote: 'marketing', release, route: '/about', kind: 'load' };
  const before = counted(await shellMetrics(), 'rcm_rum_failures_total', labels);
  // The remote's entry and manifest load; the page's own chunks do not.
  await page.route(
    (url) => url.href.startsWith(`${marketingFolder}/`) && url.pathname.endsWith('.js') && !url.pathname.endsWith('/remoteEntry.js'),
    (route) => route.abort('connectionrefused'),
  );
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();
  await expect.poll(async () => counted(await shellMetrics(), 'rcm_rum_failures_total', labels)).toBeGreaterThan(before);
});
