import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { e2eDataDir } from '../testing/data-dir';
import { readRows } from '../testing/database';
import { waitForMail } from '../testing/mailbox';
import { reportingLoaded } from '../testing/metrics';
import { origins } from '../testing/ports';
import { logInToReleases, releaseManager, succeeded, type ReleaseManager } from '../testing/release-manager';
import { artifactsDir, buildChangedRelease, repoRoot } from '../testing/releases';
import { expect, test } from '../testing/test';

/**
 * The canary analysis judging real visitors (issue #28): the site `npm start` runs looks at
 * every running canary every CANARY_CHECK_SECONDS (2 s here, playwright.config.ts) from the web
 * servers' own /metrics, which count what the visitors' browsers report. Account's thresholds
 * there judge failed page views after 6 page views per side (fallbacks and LCP/INP are left to
 * the unit tests: a few page views on a shared machine are noise for them).
 *
 * A release of account whose login page throws in the browser, then one whose login chunk is
 * missing from the store, each run as a 50 % canary while the test's visitors browse: the
 * analysis stops each within a few looks, the audit log and the release manager's mail give the
 * figures, and every visitor is on the live release again. A healthy release with steps
 * reaches 100 % on its own. In the release registry's project: a canary moves the site's visitors.
 */

test.describe.configure({ mode: 'serial' });

/** From the analysis' minimum sample to its abort: a look at most CHECK_SECONDS away, a scrape, a beacon flushed late. */
const ABORT_WINDOW_MS = 20_000;
/** Buckets that are in any canary (below 1 %) and in none (the last of 10,000). */
const IN_CANARY = 0;
const NOT_IN_CANARY = 9_999;

let manager: ReleaseManager;
let live = '';

/** Account's channel row as the analysis writes it. */
function channel() {
  const [row] = readRows<{
    live_id: string | null;
    canary_id: string | null;
    canary_percent: number | null;
    canary_analysis: string | null;
  }>("select live_id, canary_id, canary_percent, canary_analysis from release_channels where remote = 'account'");
  return row;
}

/** Waits until the analysis has taken the running canary's first look, which its later looks count from. */
async function firstLookTaken() {
  await expect.poll(() => channel()?.canary_analysis ?? null, { timeout: 15_000 }).toContain('first look');
}

/** The account release a page's HTML was rendered with (its store folder is named in it). */
function releaseIn(html: string): string | undefined {
  return /\/releases\/account\/([^/]+)\//.exec(html)?.[1];
}

/**
 * A visitor in `bucket`: opens /login and, when the page works, goes on to "Forgot password?";
 * then leaves the site, which sends what its browser measured. Returns the release it was served
 * and whether the login form showed.
 */
async function visit(browser: Browser, bucket: number): Promise<{ release: string | undefined; worked: boolean }> {
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: 'rcm_bucket', value: String(bucket), url: origins.shell }]);
    const page = await context.newPage();
    const reporting = reportingLoaded(page);
    const response = await page.goto('/login');
    const release = releaseIn((await response?.text()) ?? '');
    await reporting;
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    const failed = page.getByRole('heading', { name: /taking a break|Something went wrong|Oops/ });
    await expect(forgot.or(failed).first()).toBeVisible();
    const worked = await forgot.isVisible();
    if (worked) {
      await forgot.click();
      await expect(page).toHaveURL(/\/login\/recovery$/);
    }
    await page.evaluate(() => window.location.assign('about:blank'));
    await page.waitForURL('about:blank');
    return { release, worked };
  } finally {
    await context.close();
  }
}

/** The account release the web server renders /login with for a visitor in the canary's bucket. */
async function servedToCanaryBucket(): Promise<string | undefined> {
  const response = await fetch(`${origins.shell}/login`, { headers: { cookie: `rcm_bucket=${IN_CANARY}` } });
  return releaseIn(await response.text());
}

/** Rounds of two visitors at once, one in the canary and one not, until `done` or `rounds` ran; returns what they saw. */
async function browse(browser: Browser, rounds: number, done: () => boolean = () => false) {
  const seen: Array<{ release: string | undefined; worked: boolean; bucket: number }> = [];
  for (let round = 0; round < rounds && !done(); round += 1) {
    const pair = await Promise.all([IN_CANARY, NOT_IN_CANARY].map(async (bucket) => ({ ...(await visit(browser, bucket)), bucket })));
    seen.push(...pair);
  }
  return seen;
}

/** Publishes the build in `dist` as a release of account; its id. */
const publish = (dist: string, reason: string) => succeeded(manager.release(['publish', 'account', '--dist', dist, '--reason', reason]));

/**
 * Runs `candidate` as a 50 % canary while visitors browse, and checks the analysis stops it:
 * within the window once both sides have their sample, with the figures in the audit log, the
 * history and the release manager's mail, and every visitor back on the live release.
 */
async function expectStopped(browser: Browser, candidate: string, what: string) {
  succeeded(manager.release(['canary', 'account', candidate, '50', '--reason', `Trying ${what}`]));
  await firstLookTaken();
  // Six rounds give each side its sample (the live release's visitors make two page views each, the candidate's one).
  const seen = await browse(browser, 6, () => channel()?.canary_id !== candidate);
  const sampled = Date.now();
  // The candidate failed every visitor it was served to; the live release worked for every one of its own.
  expect(seen.filter((visitor) => visitor.release === candidate).length).toBeGreaterThanOrEqual(5);
  for (const visitor of seen) expect(visitor.worked, `${visitor.release} in bucket ${visitor.bucket}`).toBe(visitor.release === live);
  await expect.poll(() => channel()?.canary_id ?? null, { timeout: ABORT_WINDOW_MS }).toBeNull();
  console.log(`${what}: stopped ${Date.now() - sampled} ms after the visitors' sample was complete`);
  expect(channel()?.live_id).toBe(live);
  // The web servers follow the live map within 2 s (their poll): from then on the canary's bucket is served the live release.
  await expect.poll(servedToCanaryBucket, { timeout: 2_000 }).toBe(live);

  // The audit log names the analysis and gives the figures.
  const [audit] = readRows<{ actor_id: string; detail: string }>(
    "select actor_id, detail from audit_log where action = 'release.abort' and subject = ?",
    `release:account/${candidate}`,
  );
  expect(audit?.actor_id).toBe('canary-analysis');
  expect(audit?.detail).toMatch(/failed page views: \d+\.\d % of \d+ against the live release's 0\.0 % of \d+/);
  // So does the mail to the remote's release managers.
  const mail = await waitForMail({ to: manager.email, subject: `Canary stopped: account ${candidate}` });
  expect(mail.text).toContain(`every visitor is on ${live} again`);
  expect(mail.text).toMatch(/failed page views: \d+\.\d % of \d+/);

  // A visitor who was in the canary is on the live release again, and its login page works.
  const [back] = await browse(browser, 1);
  expect(back).toMatchObject({ bucket: IN_CANARY, release: live, worked: true });
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  manager = await releaseManager(page, 'Ana Analysis', ['release:account']);
  await page.close();
  await logInToReleases(manager);
  // `npm start` made its build account's live release.
  live = channel()?.live_id ?? '';
  expect(live).toMatch(/^\d{4}-\d{2}-\d{2}-/);
});

test('a canary whose page throws in the browser is stopped by the analysis; everyone is back on the live release', async ({ browser }) => {
  test.setTimeout(420_000);
  const dist = path.join(artifactsDir, 'analysis-releases', 'throwing');
  // The team's next release, as built from its source, whose login page throws once in the browser (never on the server).
  buildChangedRelease('account-remote', dist, {
    file: 'src/pages/login/login-page.tsx',
    from: 'export default function LoginPage() {',
    to: "export default function LoginPage() {\n  if (typeof window !== 'undefined') throw new Error('This release breaks the login page in the browser');",
  });
  const throwing = publish(dist, 'A login page that throws in the browser');
  await expectStopped(browser, throwing, 'a login page that throws');
});

test('a canary whose page chunk cannot load is stopped by the analysis', async ({ browser }) => {
  test.setTimeout(180_000);
  const missing = publish(path.join(repoRoot, 'account-remote/dist'), 'A login chunk the store lost');
  // The store lost the browser's chunk of the login page (its server build is whole: the HTML still renders).
  const folder = path.join(e2eDataDir, 'releases', 'account', missing);
  // The script and its precompressed copies (.br, .gz), which the store would serve in its place.
  const chunks = fs.readdirSync(folder).filter((name) => /^__federation_expose_Login\.[0-9a-f]+\.js(\.br|\.gz)?$/.test(name));
  expect(chunks).toHaveLength(3);
  for (const chunk of chunks) fs.rmSync(path.join(folder, chunk));
  await expectStopped(browser, missing, 'a login chunk that cannot load');
});

test('a healthy canary with steps reaches 100 % on its own', async ({ browser }) => {
  test.setTimeout(240_000);
  const healthy = publish(path.join(repoRoot, 'account-remote/dist'), 'The same build again: healthy');
  const started = succeeded(
    manager.release(['canary', 'account', healthy, '25', '--steps', '50,100', '--step', '10s', '--reason', 'Healthy, stepping itself']),
  );
  expect(started).toContain('moves it on to 50%, then 100%');
  // Visitors keep coming until the analysis has made it everyone's release.
  const seen = await browse(browser, 60, () => channel()?.live_id === healthy);
  expect(channel()).toMatchObject({ live_id: healthy, canary_id: null });
  expect(seen.every((visitor) => visitor.worked)).toBe(true);
  // The history says who moved it and why: 50 %, then live, each by the analysis while healthy.
  const listing = succeeded(manager.release(['list', 'account']));
  expect(listing).toMatch(new RegExp(`canary ${healthy} at 50% .*Stepped by the canary analysis, healthy over 10 s`));
  expect(listing).toMatch(new RegExp(`promote ${healthy} .*Stepped by the canary analysis, healthy over 10 s`));
});
