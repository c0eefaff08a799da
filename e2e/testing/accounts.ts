import { expect, type APIResponse, type Locator, type Page } from '@playwright/test';
import { paths, toastMessages, type PackageId } from '@rcm/shared';
import { sampleCard } from '@rcm/shared/testing';
import { origins } from './ports';
import { expectToast, expectToastShown } from './site';

export const PASSWORD = 'correct-horse-42';

export function freshEmail(): string {
  return `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Opens /login in sign-up mode and fills the form, without sending it. */
export async function fillSignUp(page: Page, name: string, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'New user? Sign Up' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(password);
}

/** Opens /login in sign-up mode and sends the form. */
export async function registerAccount(page: Page, name: string, email: string, password = PASSWORD) {
  await fillSignUp(page, name, email, password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** Fills and sends the login form (on /login in login mode). */
export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * After a successful login the page reloads (the spec), then the login page sends the visitor
 * on; the login toast is shown only by the reloaded page, so once it shows, no navigation is
 * still pending that would cut short the test's next `goto`.
 */
export async function expectLoggedIn(page: Page, url: string | RegExp = '/profile') {
  await expect(page).toHaveURL(url);
  // Shown by the reloaded page: on a busy machine it can have closed by the time /profile is there.
  await expectToastShown(page, toastMessages.loggedIn);
}

/**
 * The profile has read the server's record and the address's state ("Checking…" is gone), so
 * none of its requests is still in flight. `networkidle` is no proof of that: on a busy machine
 * the page can render for more than its 500 ms before asking.
 */
export async function expectProfileRead(page: Page) {
  await expect(page.getByRole('heading', { name: 'Your subscription' })).toBeVisible();
  await expect(page.getByText('Checking…')).toHaveCount(0);
}

/** A new account, logged in, on /profile. */
export async function registerAndLogIn(page: Page, name = 'Maria Lopez') {
  const email = freshEmail();
  await registerAccount(page, name, email);
  await expectToast(page, toastMessages.registered);
  await logIn(page, email);
  await expectLoggedIn(page);
  return email;
}

/** A device whose session has ended: its profile says so and sends it to log in. */
export async function expectLoggedOut(page: Page) {
  await page.goto('/profile');
  await expectToast(page, toastMessages.sessionExpired);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(paths.profile)}`);
}

/** On the page a password reset (or undo) link opens: the new password typed twice and sent. */
export async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

/** Fills the card modal with a valid card (the dialog as a locator): the sample card's details, with `cardNumber` if given. */
export async function fillValidCard(dialog: Locator, cardNumber: string = sampleCard.number) {
  await dialog.getByLabel('Card Number').fill(cardNumber);
  await dialog.getByLabel('Expiration Date').fill(sampleCard.expiration);
  await dialog.getByLabel('CVV').fill(sampleCard.cvv);
  await dialog.getByLabel('Cardholder Name').fill(sampleCard.name);
}

/**
 * Buys a package for the logged-in account straight through the API, with the browser's own
 * session cookie, as the card modal would (for tests about what comes after a purchase).
 */
export async function subscribeThroughApi(page: Page, email: string, packageId: PackageId) {
  expect((await buyThroughApi(page, email, packageId)).status()).toBe(200);
}

/** `subscribeThroughApi`'s request, whatever the server answers (a refusal is what a test looks at). */
export function buyThroughApi(page: Page, email: string, packageId: PackageId): Promise<APIResponse> {
  return page.request.put(`${origins.backend}/subscribtion`, {
    headers: { origin: origins.shell },
    data: { username: email, subscribtion: packageId, creditCard: sampleCard.number },
  });
}

/** What the site's pages send with every call to the account API. */
const accountApiHeaders = { origin: origins.shell, 'x-appwrite-project': 'rcm', 'content-type': 'application/json' };

/** A call to the account API (`/v1`) outside any browser, with `cookie` when it is a session's. */
export function callAccountApi(method: string, path: string, body?: unknown, cookie?: string): Promise<Response> {
  return fetch(`${origins.backend}/v1${path}`, {
    method,
    headers: cookie === undefined ? accountApiHeaders : { ...accountApiHeaders, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A session of its own for `email` (the password login, outside any browser, as an app or
 * another device): returns a call to the account API made with its cookie.
 */
export async function logInThroughApi(email: string): Promise<(method: string, path: string, body?: unknown) => Promise<Response>> {
  const login = await callAccountApi('POST', '/account/sessions/email', { email, password: PASSWORD });
  expect(login.status).toBe(201);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  return (method, path, body) => callAccountApi(method, path, body, cookie);
}

/** The same account logged in on another device (a page from the `newDevice` fixture). */
export async function logInOnAnotherDevice(newDevice: () => Promise<Page>, email: string): Promise<Page> {
  const page = await newDevice();
  await page.goto('/login');
  await logIn(page, email);
  await expectLoggedIn(page);
  await expectProfileRead(page);
  return page;
}

/** A new account, logged in on `page` (on /profile) and on another device (a page from the `newDevice` fixture). */
export async function registerOnTwoDevices(
  page: Page,
  newDevice: () => Promise<Page>,
  name?: string,
): Promise<{ email: string; otherDevice: Page }> {
  const email = await registerAndLogIn(page, name);
  return { email, otherDevice: await logInOnAnotherDevice(newDevice, email) };
}
