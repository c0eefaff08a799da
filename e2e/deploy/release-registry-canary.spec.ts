import type { Browser, Page } from '@playwright/test';
import { origins } from '../testing/ports';
import { marketingEntry, marketingReleasesAAndB, storeEntry, succeeded } from '../testing/release-manager';
import { expect, test, waitForInteractive } from '../testing/test';

/**
 * A canary of marketing against the site `npm start` runs: release A live, `canary marketing B
 * 50`, and 40 fresh visitors. Each gets a bucket cookie with its first page, about half see B,
 * and each keeps its release on reload, on client-side navigation (the page's scripts come
 * from that release's folder in the store) and on the other web server instance. Abort sends everyone back to A, and the channel is
 * left with A live and no canary, as the registry's other specs expect (they read the site's
 * release without a cookie). In the release registry's project: it moves every visitor.
 */

const VISITORS = 40;

/** The marketing release a visitor with this bucket is served, as /runtime-config.json says. */
async function entryForBucket(bucket: number): Promise<string> {
  const response = await fetch(`${origins.shell}/runtime-config.json`, { headers: { cookie: `rcm_bucket=${bucket}` } });
  return ((await response.json()) as { remotes: { marketing: string } }).remotes.marketing;
}

/** Which of `releases` this HTML or these URLs name (the release store's folder of marketing). */
function releaseNamedIn(text: string, releases: string[]): string[] {
  return releases.filter((id) => text.includes(`${origins.releases}marketing/${id}/`));
}

/** The marketing files this page loaded from the store. */
const storeFilesLoaded = (page: Page) =>
  page.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(prefix)),
    `${origins.releases}marketing/`,
  );

/**
 * A fresh visitor: its first page, a reload and a click to another marketing page. Returns the
 * release it was on, having checked it never saw the other one.
 */
async function visit(browser: Browser, releases: string[]): Promise<{ release: string; bucket: string }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const first = await page.goto('/about');
    await waitForInteractive(page);
    expect(first?.headers()['cache-control']).toBe('private, no-cache');
    const named = releaseNamedIn((await first?.text()) ?? '', releases);
    expect(named).toHaveLength(1);
    const [release = ''] = named;
    const bucket = (await context.cookies()).find((cookie) => cookie.name === 'rcm_bucket');
    expect(bucket).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const reloaded = await page.reload();
    await waitForInteractive(page);
    expect(releaseNamedIn((await reloaded?.text()) ?? '', releases)).toEqual([release]);

    await page.getByRole('navigation').getByRole('link', { name: 'Services' }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The Services page came from the release's folder, and nothing from the other release.
    await expect.poll(async () => (await storeFilesLoaded(page)).some((url) => url.includes('Services'))).toBe(true);
    expect(releaseNamedIn((await storeFilesLoaded(page)).join('\n'), releases)).toEqual([release]);
    expect(errors).toEqual([]);
    // The other web server instance serves this visitor the same release: the cookie is the site's (a host's cookies are not per port).
    const elsewhere = await context.request.get(`${origins.shell2}/about`);
    expect(releaseNamedIn(await elsewhere.text(), releases)).toEqual([release]);
    return { release, bucket: bucket?.value ?? '' };
  } finally {
    await context.close();
  }
}

test('canary 50 %: of 40 fresh visitors between 12 and 28 get B, each keeps its release on reload and navigation; abort sends all back to A', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const { manager, a, b } = await marketingReleasesAAndB(page, 'Cara Canary', 'Canary');
  await expect.poll(marketingEntry, { timeout: 2_000 }).toBe(storeEntry(a));
  // No canary, no cookie.
  expect((await fetch(`${origins.shell}/about`)).headers.getSetCookie()).toEqual([]);

  expect(succeeded(manager.release(['canary', 'marketing', b, '50', '--reason', 'Half the visitors']))).toContain('50% of visitors');
  await expect.poll(() => entryForBucket(0), { timeout: 2_000 }).toBe(storeEntry(b));
  expect(await entryForBucket(5000)).toBe(storeEntry(a));

  // Each in a browser context of its own, closed before the next (40 open pages would crowd the machine).
  const visitors = [];
  for (let index = 0; index < VISITORS; index += 1) visitors.push(await visit(browser, [a, b]));
  const onB = visitors.filter((visitor) => visitor.release === b);
  expect(onB.length).toBeGreaterThanOrEqual(12);
  expect(onB.length).toBeLessThanOrEqual(28);
  // The bucket decides: under 5000 is B.
  for (const visitor of visitors) expect(visitor.release).toBe(Number(visitor.bucket) < 5000 ? b : a);

  succeeded(manager.release(['abort', 'marketing', '--reason', 'Back to the base']));
  await expect.poll(() => entryForBucket(0), { timeout: 2_000 }).toBe(storeEntry(a));
  // A visitor who was on B is back on A, and a fresh one gets no cookie any more.
  const wasOnB = await browser.newContext();
  await wasOnB.addCookies([{ name: 'rcm_bucket', value: onB[0]?.bucket ?? '0', url: origins.shell }]);
  const again = await (await wasOnB.newPage()).goto('/about');
  expect(releaseNamedIn((await again?.text()) ?? '', [a, b])).toEqual([a]);
  await wasOnB.close();
  const fresh = await fetch(`${origins.shell}/about`);
  expect(fresh.headers.getSetCookie()).toEqual([]);
  expect(fresh.headers.get('cache-control')).not.toContain('private');
});
