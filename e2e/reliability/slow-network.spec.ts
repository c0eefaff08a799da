import type { Page, Route } from '@playwright/test';
import { expect, test } from '../testing/test';
import { origins } from '../testing/ports';
import { fillSignUp, fillValidCard, freshEmail, PASSWORD, registerAndLogIn } from '../testing/accounts';
import { fillContactForm } from '../testing/contact-form';
import { readRows } from '../testing/database';
import { waitForMail } from '../testing/mailbox';

/**
 * Holds every request to `url` until released, and counts every one, before and after the
 * release: the form must show progress while it waits and must not send twice, however often
 * the visitor clicks or presses Enter. The form shows progress before its request reaches the
 * route (a CORS preflight goes first), so the first count is awaited; the last, after the
 * release, is the one that would see a second request.
 */
async function holdRequests(page: Page, url: string) {
  const held: Route[] = [];
  let sent = 0;
  let holding = true;
  await page.route(url, (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    sent += 1;
    if (!holding) return route.continue();
    held.push(route);
  });
  return {
    /** Requests sent so far, the held ones and any after the release. */
    count: () => sent,
    /** Lets the held requests through; later ones pass (and are still counted). */
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Clicks the button, then tries again the ways a visitor would while it is busy. */
async function submitImpatiently(page: Page, buttonName: string, busyName: string, field: string, scope = page.locator('body')) {
  await scope.getByRole('button', { name: buttonName }).click();
  const busy = scope.getByRole('button', { name: busyName });
  await expect(busy).toBeDisabled();
  await busy.click({ force: true }).catch(() => undefined);
  await scope.getByLabel(field, { exact: true }).press('Enter');
}

test('contact: "Sending…" while the server is slow, and one enquiry however impatient the visitor', async ({ page }) => {
  const slow = await holdRequests(page, `${origins.backend}/contact`);
  await page.goto('/contact');
  const form = page.getByRole('main');
  const email = `impatient-${Date.now()}@clinic.com`;
  await fillContactForm(page, { email });
  await submitImpatiently(page, 'Send Message', 'Sending…', 'Company', form);
  await expect(form.locator('form')).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => slow.count()).toBe(1);
  await slow.release();
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(slow.count()).toBe(1);
  expect(readRows('select id from contact_enquiries where email = ?', email)).toHaveLength(1);
});

test('newsletter: "Subscribing…" while slow, one request', async ({ page }) => {
  const slow = await holdRequests(page, `${origins.backend}/newsletter`);
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email').fill(`slow-${Date.now()}@practice.com`);
  await submitImpatiently(page, 'Subscribe', 'Subscribing…', 'Email', footer);
  await expect.poll(() => slow.count()).toBe(1);
  await slow.release();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(slow.count()).toBe(1);
});

test('sign-up and login show progress while slow and send once each', async ({ page }) => {
  const signUp = await holdRequests(page, `${origins.backend}/v1/account`);
  const email = freshEmail();
  await fillSignUp(page, 'Maria Lopez', email);
  await submitImpatiently(page, 'Sign Up', 'Creating account…', 'Password');
  await expect.poll(() => signUp.count()).toBe(1);
  await signUp.release();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(signUp.count()).toBe(1);
  // The sign-up mails its verification link through a short session of its own, in the
  // background; once the mail is there, that session's login is over and only the visitor's is left to hold.
  await waitForMail({ to: email, subject: 'Verify your email address' });

  const logIn = await holdRequests(page, `${origins.backend}/v1/account/sessions/email`);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await submitImpatiently(page, 'Log In', 'Logging in…', 'Password');
  await expect.poll(() => logIn.count()).toBe(1);
  await logIn.release();
  await expect(page).toHaveURL('/profile');
  expect(logIn.count()).toBe(1);
  expect(readRows('select sessions.id from sessions join users on users.id = sessions.user_id where users.email = ?', email)).toHaveLength(
    1,
  );
});

test('the card modal shows "Processing…" while slow and pays once', async ({ page }) => {
  const email = await registerAndLogIn(page);
  const slow = await holdRequests(page, `${origins.backend}/subscribtion`);
  await page.getByRole('button', { name: 'Subscribe Now to Silver' }).click();
  const dialog = page.getByRole('dialog');
  await fillValidCard(dialog);
  await submitImpatiently(page, 'Pay Now', 'Processing…', 'CVV', dialog);
  await expect.poll(() => slow.count()).toBe(1);
  await slow.release();
  await expect(page.getByText('Current package')).toBeVisible();
  expect(slow.count()).toBe(1);
  expect(readRows('select id from subscriptions where username = ?', email)).toHaveLength(1);
});
