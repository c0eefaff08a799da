import { expect as playwrightExpect, test as plainTest, type Page } from '@playwright/test';
import { brand, paths } from '@rcm/shared';
import { recoveryMessages, verificationMessages } from '@rcm/shared/account-texts';
import { registerAndLogIn } from '../testing/accounts';
import { expect, test } from '../testing/test';

/**
 * The account pages the web server renders arrive as HTML with their form, styled, before any
 * script; the profile and its settings with the signed-in visitor's own data (the session
 * cookie reaches the web server, which asks the API who it is); they hydrate without an error
 * whether the visitor is signed in or not; and a page of a visitor's own data is never kept for
 * another (issue #30).
 */
const link = '?userId=nobody&secret=not-a-secret&expire=2099-01-01T00%3A00%3A00.000Z';
const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const ACCOUNT_STYLES_INLINED = /<style>[^<]*\.acc-[\w-]+\{/;

test('the login page arrives with its form and its styles in the HTML; the cacheable ones are public, the per-link ones private, no-store', async ({
  request,
}) => {
  const login = await request.get(paths.login);
  const html = await login.text();
  expect(heading(html)).toBe('Welcome Back');
  expect(html).toMatch(/<input[^>]*type="password"/);
  expect(login.headers()['cache-control']).toContain('public');
  // The page's styles are in it (a stylesheet slow to come is linked once, then inlined).
  await expect.poll(async () => ACCOUNT_STYLES_INLINED.test(await (await request.get(paths.login)).text())).toBe(true);
  expect(heading(await (await request.get(paths.passwordRecovery)).text())).toBe(recoveryMessages.requestTitle);
  for (const [path, title] of [
    [`${paths.resetPassword}${link}`, recoveryMessages.resetTitle],
    [`${paths.verifyEmail}${link}`, verificationMessages.verifying],
  ] as const) {
    const response = await request.get(path);
    expect(heading(await response.text()), path).toBe(title);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
  for (const path of [paths.profile, paths.profileSettings])
    expect((await request.get(path)).headers()['cache-control'], path).toBe('private, no-store');
});

plainTest.describe('without JavaScript', () => {
  plainTest.use({ javaScriptEnabled: false });
  plainTest('the login form shows, its button waits for the script that sends it, and the card says why', async ({ page }) => {
    await page.goto(paths.login);
    const main = page.getByRole('main');
    await playwrightExpect(main.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await playwrightExpect(main.getByLabel('Password')).toBeVisible();
    await playwrightExpect(main.getByRole('button', { name: 'Log In' })).toBeDisabled();
    // Playwright's text matching skips <noscript>; its link and text are read as the visitor sees them.
    const card = main.getByRole('region', { name: 'Welcome Back' });
    await playwrightExpect(card.getByRole('link', { name: brand.phoneDisplay })).toBeVisible();
    playwrightExpect(await card.locator('noscript').innerText()).toContain('This form needs JavaScript');
  });
});

test('every account page hydrates without an error, signed out and signed in', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The made-up link's refusal by the API is a failed request the page expects, not an error of ours.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const pages = [
    paths.login,
    paths.passwordRecovery,
    `${paths.resetPassword}${link}`,
    `${paths.verifyEmail}${link}`,
    paths.profile,
    paths.profileSettings,
  ];
  const visitAll = async () => {
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  };
  await visitAll();
  await registerAndLogIn(page);
  await visitAll();
  // A signed-in visitor is still sent on from the login page, as before.
  await page.goto(paths.login);
  await expect(page).toHaveURL(paths.profile);
  expect(errors).toEqual([]);
});

/** The HTML `page`'s browser gets for `path` (its cookies go with it), and how it may be kept. */
async function htmlFor(page: Page, path: string) {
  const response = await page.request.get(path);
  return { html: await response.text(), cacheControl: response.headers()['cache-control'], etag: response.headers()['etag'] };
}

test("a signed-in visitor's profile and settings arrive with their own data in the HTML, private, no-store", async ({ page, browser }) => {
  const name = 'Rosalind Achterberg';
  const email = await registerAndLogIn(page, name);
  const profile = await htmlFor(page, paths.profile);
  expect(heading(profile.html)).toBe('Your Profile');
  expect(profile.html).toContain(name);
  expect(profile.html).toContain(email);
  expect(profile).toMatchObject({ cacheControl: 'private, no-store', etag: undefined });
  const settings = await htmlFor(page, paths.profileSettings);
  expect(heading(settings.html)).toBe('Account settings');
  expect(settings.html).toContain(`value="${name}"`);
  expect(settings.cacheControl).toBe('private, no-store');

  // What the server sent is the page itself: with scripts off, the visitor's profile still shows.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const still = await withoutScripts.newPage();
  await still.goto(paths.profile);
  const main = still.getByRole('main');
  await playwrightExpect(main.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await playwrightExpect(main.getByRole('region', { name: 'Account' }).getByText(email)).toBeVisible();
  await still.goto(paths.profileSettings);
  await playwrightExpect(main.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  // A settings form the browser sent itself would put the password in the address: it waits for the script.
  await playwrightExpect(main.getByRole('button', { name: 'Change email address' })).toBeDisabled();
  playwrightExpect(await main.locator('noscript').first().innerText()).toContain('This form needs JavaScript');
  await withoutScripts.close();
});

test("a signed-in visitor's profile is never what another visitor gets, from the same server and its cache", async ({
  page,
  newDevice,
}) => {
  const name = 'Imelda Okafor';
  const email = await registerAndLogIn(page, name);
  const stranger = await newDevice();
  for (const path of [paths.profile, paths.profileSettings]) {
    await page.goto(path);
    // The profile shows the address, the settings' email form too ("Now: …").
    await expect(page.getByText(email)).toBeVisible();
    const response = await stranger.goto(path);
    expect(await response?.text(), path).not.toContain(email);
    await expect(stranger.getByRole('heading', { name: 'You are not logged in' })).toBeVisible();
    await expect(stranger.getByText(email)).toHaveCount(0);
    await expect(stranger.getByText(name)).toHaveCount(0);
  }
  // The other visitor signs in as someone else: each gets their own page, one after the other.
  const otherName = 'Tobias Lindqvist';
  const otherEmail = await registerAndLogIn(stranger, otherName);
  for (const path of [paths.profile, paths.profileSettings]) {
    for (const [visitor, own, theirs] of [
      [page, email, otherEmail],
      [stranger, otherEmail, email],
      [page, email, otherEmail],
    ] as const) {
      const { html } = await htmlFor(visitor, path);
      expect(html, path).toContain(own);
      expect(html, path).not.toContain(theirs);
    }
  }
});
