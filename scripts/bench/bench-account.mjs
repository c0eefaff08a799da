// @ts-check
/** The bench's own accounts on the site's `/v1` API: registered and signed in as a visitor does. */

const PASSWORD = 'plum-orbit-quarry-57';
/** What every `/v1` call of the bench sends, as the site's pages do through the `appwrite` SDK. */
export const v1Headers = { 'content-type': 'application/json', 'x-appwrite-project': 'rcm' };

/**
 * Registers `email` with the bench's password; an address already registered (a second
 * measurement on the same database) is left as it is.
 * @param {string} url the backend's origin @param {{ email: string, name: string }} account
 */
export async function register(url, { email, name }) {
  const reply = await fetch(`${url}/v1/account`, {
    method: 'POST',
    headers: v1Headers,
    body: JSON.stringify({ userId: 'unique()', email, password: PASSWORD, name }),
  });
  if (reply.status !== 201 && reply.status !== 409) throw new Error(`bench: registering ${email}: ${reply.status} ${await reply.text()}`);
}

/**
 * Signs `email` in with the bench's password and returns its session cookie (`name=value`).
 * @param {string} url the backend's origin @param {string} email
 */
export async function signIn(url, email) {
  const login = await fetch(`${url}/v1/account/sessions/email`, {
    method: 'POST',
    headers: v1Headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
  if (login.status !== 201 || !cookie) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
  return cookie;
}

/**
 * Signs `email` in through the site's login page in a browser, as a visitor does, and returns
 * what that browser then holds (the session cookie and the signed-in user the pages keep in
 * local storage): a page measured with it is the page of a signed-in visitor. A session cookie
 * alone is not one: the server would render the profile, and the pages, holding nobody, show
 * "You are not logged in" once they hydrate.
 * @param {import('@playwright/test').Browser} browser @param {string} site the shell's origin @param {string} email
 */
export async function signedInBrowserState(browser, site, email) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${site}/login`);
    await page.getByLabel('Username').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    // The login reloads the page, then sends the visitor to the profile, which shows their name.
    await page.waitForURL(`${site}/profile`, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor({ timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}
