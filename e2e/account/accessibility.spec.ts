import { expectNoSeriousViolations } from '../testing/accessibility';
import { registerAndLogIn, subscribeThroughApi } from '../testing/accounts';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../testing/site';
import { expect, test } from '../testing/test';

for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      const email = await registerAndLogIn(page);
      await subscribeThroughApi(page, email, 'gold');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    });

    test('the signed-in profile, with its current package, has no serious or critical violations', async ({ page }) => {
      await expect(page.getByText('Current package')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the open card modal has no serious or critical violations', async ({ page }) => {
      await page.getByRole('button', { name: 'Subscribe Now to Platinum' }).click();
      await expect(page.getByRole('dialog', { name: 'Credit Card' })).toBeVisible();
      await expectNoSeriousViolations(page, 'dialog');
    });
  });
}

/** The recovery and reset forms, which the page-by-page check sees only without a link. */
for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
  test.describe(`password recovery at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('from the login form to a mailed link by keyboard alone; both forms fit the screen and have no serious violations', async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Password').focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByLabel('Email address').focus();
      await page.keyboard.type('nobody.here@example.com');
      await page.keyboard.press('Enter');
      await expect(page.getByText(/If an account uses nobody\.here@example\.com/).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      const expire = encodeURIComponent(new Date(Date.now() + 3600_000).toISOString());
      await page.goto(`/reset-password?userId=0123456789abcdef0123&secret=not-a-real-secret&expire=${expire}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      await expectNoSeriousViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByLabel('New password', { exact: true }).focus();
      await page.keyboard.type('harbour-lantern-quill-83');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Confirm new password')).toBeFocused();
      await page.keyboard.type('harbour-lantern-quill-83');
      await page.keyboard.press('Enter');
      // The link is not a real one: the server refuses it and the page offers a new one.
      await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
    });
  });
}
