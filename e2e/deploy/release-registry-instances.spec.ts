import type { Page } from '@playwright/test';
import { origins } from '../testing/ports';
import { marketingEntry, marketingReleasesAAndB, storeEntry, storeFolder, succeeded } from '../testing/release-manager';
import { expect, test } from '../testing/test';

/**
 * The live release map moves every web server instance of the site: `npm start` runs two here
 * (`SHELL_EXTRA_PORTS`, each following the registry on its own), and a release promoted or
 * rolled back with `npm run release` reaches every fresh visitor of both within 2 s. A tab
 * opened before the change keeps the release it loaded. In the release registry's project
 * (after every other test): promoting moves every visitor of the one site.
 */

const instances = [origins.shell, origins.shell2] as const;

/** What each instance tells its pages to load marketing from (`/runtime-config.json`, the config pages inline). */
const entries = () => Promise.all(instances.map((site) => marketingEntry(site)));

/**
 * Every instance names marketing's release `id` within 2 s, and a fresh visitor's page (no
 * cookie) from either is rendered from it. The page is read after the 2 s: the first render
 * of a release loads its Node build, seconds on a busy machine.
 */
async function expectBothInstancesOn(id: string) {
  await expect.poll(entries, { timeout: 2_000 }).toEqual([storeEntry(id), storeEntry(id)]);
  for (const site of instances) expect(await (await fetch(`${site}/about`)).text(), site).toContain(storeFolder(id));
}

/** The marketing scripts the page loaded, by URL: the release store's files of the release it runs. */
function marketingScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(`${origins.releases}marketing/`)) scripts.push(request.url());
  });
  return scripts;
}

/** Console errors and uncaught exceptions of the page, from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

test('promote and roll back reach fresh visitors of both web server instances within 2 s; a tab opened on A keeps navigating on A', async ({
  page,
  newDevice,
}) => {
  test.setTimeout(120_000);
  const { manager, a: releaseA, b: releaseB } = await marketingReleasesAAndB(page, 'Ines Instances', 'Two instances');
  await expectBothInstancesOn(releaseA);

  // A visitor on instance 1 opens the site on A.
  const tabOnA = await newDevice();
  const errors = errorsOf(tabOnA);
  const scriptsOnA = marketingScripts(tabOnA);
  await tabOnA.goto(`${origins.shell}/about`);
  await expect(tabOnA.getByRole('heading', { level: 1 })).toBeVisible();

  succeeded(manager.release(['promote', 'marketing', releaseB, '--reason', 'B live']));
  await expectBothInstancesOn(releaseB);
  // A fresh visitor's browser, on either instance, runs B.
  for (const site of instances) {
    const visitor = await newDevice();
    const scripts = marketingScripts(visitor);
    errors.push(...errorsOf(visitor));
    await visitor.goto(`${site}/about`);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.length, site).toBeGreaterThan(0);
    expect(
      scripts.filter((url) => !url.startsWith(storeFolder(releaseB))),
      site,
    ).toEqual([]);
  }

  // The tab opened before keeps navigating in the app, on the release it loaded.
  const main = tabOnA.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Contact Us' }).click();
  await expect(tabOnA.getByRole('heading', { name: 'Get In Touch', level: 1 })).toBeVisible();
  await main.getByRole('link', { name: 'Services' }).first().click();
  await expect(tabOnA).toHaveURL(/\/services$/);
  await expect(tabOnA.getByRole('heading', { level: 1 })).toBeVisible();
  await main.getByRole('link', { name: 'About Us' }).click();
  await expect(tabOnA.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scriptsOnA.length).toBeGreaterThan(0);
  expect(scriptsOnA.filter((url) => !url.startsWith(storeFolder(releaseA)))).toEqual([]);

  succeeded(manager.release(['rollback', 'marketing', '--reason', 'Back to A']));
  await expectBothInstancesOn(releaseA);
  expect(errors).toEqual([]);
});
