import v8 from 'node:v8';
import vm from 'node:vm';
import { expect, test, type Page } from '@playwright/test';
import { waitForInteractive } from '../testing/test';
import { serveTwoReleases } from '../testing/web-servers';

/**
 * The marketing team ships alone: release B goes live by editing the runtime config of a
 * running shell server (no shell rebuild or restart), which renders B on the server and names
 * it in the HTML so the browser hydrates with B; open tabs on release A keep working, and
 * pointing the config back at A rolls back. The server's memory stays flat across releases.
 */
const headingA = 'Billing done right, so care comes first';
const headingB = 'Billing done right, release B is live';
const {
  site,
  ports,
  pointAt: pointMarketingAt,
} = serveTwoReleases('marketing', { file: 'src/pages/about/about-page.tsx', from: headingA, to: headingB });

/** The /about HTML the server sends (no JavaScript). */
async function serverHtml(): Promise<string> {
  return (await fetch(`${site}/about`)).text();
}

/** Opens /about in a new tab and waits until it is hydrated, collecting console errors. */
async function openHydrated(page: Page, errors: string[]) {
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site}/about`);
  await waitForInteractive(page);
}

test('release B goes live on the server and in the browser by config alone, open tabs on A keep navigating, and A comes back on rollback', async ({
  browser,
}) => {
  const errors: string[] = [];
  // The first request may find release A still loading on a busy machine (the page then comes from the browser); the next has it.
  await expect.poll(serverHtml, { timeout: 10_000 }).toContain(headingA);
  const tabOnA = await browser.newPage();
  await openHydrated(tabOnA, errors);
  await expect(tabOnA.getByRole('heading', { level: 1 })).toHaveText(headingA);

  pointMarketingAt(ports.releaseB);
  await expect.poll(serverHtml, { timeout: 10_000 }).toContain(headingB);
  const html = await serverHtml();
  // The HTML names the release it was rendered from, and the browser hydrates with that one.
  expect(html).toContain(`"marketing":"http://localhost:${ports.releaseB}/mf-manifest.json"`);
  const tabOnB = await browser.newPage();
  await openHydrated(tabOnB, errors);
  await expect(tabOnB.getByRole('heading', { level: 1 })).toHaveText(headingB);

  // The tab that loaded release A keeps using it, chunk by chunk, after the switch.
  await tabOnA.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(tabOnA.getByRole('heading', { name: 'Get In Touch', level: 1 })).toBeVisible();
  await tabOnA.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(tabOnA.getByRole('heading', { level: 1 })).toHaveText(headingA);

  pointMarketingAt(ports.releaseA);
  await expect.poll(serverHtml, { timeout: 10_000 }).toContain(headingA);
  const tabAfterRollback = await browser.newPage();
  await openHydrated(tabAfterRollback, errors);
  await expect(tabAfterRollback.getByRole('heading', { level: 1 })).toHaveText(headingA);
  // No hydration mismatch (React #418/#425) or any other error on either release.
  expect(errors).toEqual([]);
  await Promise.all([tabOnA, tabOnB, tabAfterRollback].map((tab) => tab.close()));
});

test("the server's heap stays flat across 50 release switches", async () => {
  test.setTimeout(120_000);
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const heapAfterGc = () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  };
  // Each switch loads the release's Node build afresh; the first request after it may find it
  // still loading (then the browser renders the page), the next ones get the new release.
  const switchTo = async (port: number, heading: string) => {
    pointMarketingAt(port);
    await expect.poll(serverHtml, { timeout: 10_000 }).toContain(heading);
  };
  // Warm up: both releases loaded once, caches at their steady size.
  await switchTo(ports.releaseB, headingB);
  await switchTo(ports.releaseA, headingA);
  const before = heapAfterGc();
  for (let round = 0; round < 25; round += 1) {
    await switchTo(ports.releaseB, headingB);
    await switchTo(ports.releaseA, headingA);
  }
  const growth = heapAfterGc() - before;
  console.log(`heap growth over 50 release switches: ${(growth / 1024 / 1024).toFixed(1)} MB`);
  // A remote generation kept alive per switch (its code, React tree and chunks) would add
  // several megabytes each time: 50 switches would pass this bound many times over.
  expect(growth).toBeLessThan(10 * 1024 * 1024);
});
