import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { origins } from '../testing/ports';
import { artifactsDir, prepareReleases } from '../testing/releases';
import { logInToReleases, marketingEntry, releaseManager, succeeded } from '../testing/release-manager';
import { expect, test, waitForInteractive } from '../testing/test';

/**
 * A preview of marketing against the site `npm start` runs: a release B with a visible change
 * (its About heading) is published, and `npm run release -- preview` prints a signed link. The
 * browser that opens it sees B, server-rendered, with the banner; every other browser, and one
 * that opens the link tampered with, sees the live release and no banner. In the release
 * registry's project: it publishes into the site's one registry.
 */

const headingLive = 'Billing done right, so care comes first';
const headingB = 'Billing done right, seen in preview first';
const banner = (page: Page) => page.getByRole('status').filter({ hasText: /^Previewing marketing / });

/** The About page as this browser gets it: the server's HTML, then the hydrated page's heading. */
async function aboutIn(page: Page): Promise<{ html: string; heading: string }> {
  const response = await page.goto('/about');
  await waitForInteractive(page);
  return { html: (await response?.text()) ?? '', heading: (await page.getByRole('heading', { level: 1 }).textContent()) ?? '' };
}

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a preview link shows release B, server-rendered and with the banner, in that browser only; a tampered link shows the live site', async ({
  browser,
  page,
}) => {
  // Release B is built from a copy of marketing's source: minutes on a busy machine.
  test.setTimeout(420_000);
  const { releaseB } = prepareReleases('marketing-remote', path.join(artifactsDir, 'preview-releases'), {
    file: 'src/pages/about/about-page.tsx',
    from: headingLive,
    to: headingB,
  });
  const live = await marketingEntry();
  const manager = await releaseManager(page, 'Petra Preview', ['release:marketing']);
  await logInToReleases(manager);
  const b = succeeded(manager.release(['publish', 'marketing', '--dist', releaseB, '--reason', 'About heading, to preview']));
  const [link = '', expiry = ''] = succeeded(manager.release(['preview', 'marketing', b])).split('\n');
  expect(link).toMatch(new RegExp(`^${origins.shell}/preview-release\\?token=[\\w%.-]+$`));
  expect(expiry).toMatch(/\d/);

  const previewer = await freshPage(browser);
  await previewer.goto(link);
  await expect(previewer).toHaveURL(`${origins.shell}/`);
  await expect(banner(previewer)).toHaveText(`Previewing marketing ${b} — Exit preview`);
  const previewed = await aboutIn(previewer);
  expect(previewed.heading).toBe(headingB);
  // Rendered on the server from B (its heading in the HTML), which the page names to hydrate with.
  expect(previewed.html).toContain(headingB);
  expect(previewed.html).toContain(`${origins.releases}marketing/${b}/`);
  await expect(banner(previewer)).toBeVisible();

  // Everyone else: the live release, no banner.
  const other = await freshPage(browser);
  const seen = await aboutIn(other);
  expect(seen.heading).toBe(headingLive);
  expect(seen.html).not.toContain(b);
  await expect(banner(other)).toHaveCount(0);
  expect(await marketingEntry()).toBe(live);

  // A link changed by one character is worth nothing: the live site, no preview cookie.
  const token = new URL(link).searchParams.get('token') ?? '';
  const tampered = `${origins.shell}/preview-release?token=${encodeURIComponent(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)}`;
  const forger = await freshPage(browser);
  await forger.goto(tampered);
  await expect(forger).toHaveURL(`${origins.shell}/`);
  await expect(banner(forger)).toHaveCount(0);
  expect((await aboutIn(forger)).heading).toBe(headingLive);
  expect((await forger.context().cookies()).map((cookie) => cookie.name)).not.toContain('rcm_preview');

  // Exit preview: the previewer is back on the live site.
  await previewer.getByRole('link', { name: 'Exit preview' }).click();
  await expect(banner(previewer)).toHaveCount(0);
  expect((await aboutIn(previewer)).heading).toBe(headingLive);
  for (const opened of [previewer, other, forger]) await opened.context().close();
});
