import { twoStepMessages } from '@rcm/shared/account-texts';
import type { Page } from '@playwright/test';
import { STAFF_NO_ACCESS_MESSAGE, staffPaths, toastMessages } from '@rcm/shared';
import { sampleEnquiry } from '@rcm/shared/testing';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../testing/accessibility';
import { registerAndLogIn } from '../testing/accounts';
import { fillContactForm } from '../testing/contact-form';
import { DESKTOP_VIEWPORT, expectToast, PHONE_VIEWPORT } from '../testing/site';
import { logInAsStaff, logInAsStaffWithoutTwoStep, openInbox } from '../testing/staff';
import { enrolThisSession } from '../testing/two-step';
import { expect, test } from '../testing/test';

/** Every text box's placeholder is read whole: none is wider than the room inside its box (STAFF-8). */
async function expectPlaceholdersWhole(page: Page) {
  const cut = await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')].flatMap((input) => {
      const style = getComputedStyle(input);
      context.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width > room ? [`${input.placeholder} (${room} px)`] : [];
    });
  });
  expect(cut).toEqual([]);
}

for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
  test.describe(`the staff console at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every staff page has no serious or critical violations and fits the screen', async ({ page }) => {
      await page.goto('/contact');
      await fillContactForm(page, { company: `Axe Clinic ${viewport.width}` });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expectToast(page, toastMessages.contactReceived);
      await logInAsStaff(page);

      await expect(page.getByRole('table')).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectNoSidewaysScroll(page);
      await expectPlaceholdersWhole(page);

      await page
        .getByRole('row')
        .filter({ hasText: `Axe Clinic ${viewport.width}` })
        .getByRole('link')
        .click();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Enquiry \\d+: ${sampleEnquiry.first_name}`) })).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectNoSidewaysScroll(page);

      for (const [path, heading] of [
        [staffPaths.subscribers, 'Newsletter subscribers'],
        [staffPaths.subscriptions, 'Customer subscriptions'],
        [staffPaths.audit, 'Audit log'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
        await expectNoSeriousViolations(page);
        await expectNoSidewaysScroll(page);
        await expectPlaceholdersWhole(page);
      }
    });

    test("the prompt to set up two-step verification and the export's code dialog have no serious or critical violations", async ({
      page,
    }) => {
      await logInAsStaffWithoutTwoStep(page, 'Axe Two-Step');
      await page.goto(staffPaths.inbox);
      await expect(page.getByRole('heading', { level: 1, name: twoStepMessages.staffSetUpTitle })).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectNoSidewaysScroll(page);

      await enrolThisSession(page);
      await openInbox(page);
      await page.getByRole('button', { name: 'Export enquiries (CSV)' }).click();
      const dialog = page.getByRole('dialog', { name: twoStepMessages.stepUpTitle });
      await expect(dialog.getByLabel(twoStepMessages.totpLabel)).toBeFocused();
      await expectNoSeriousViolations(page, 'dialog');
      // Escape closes it, and the focus goes back to the export button.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Export enquiries (CSV)' })).toBeFocused();
    });

    test('the no-access page has no serious or critical violations', async ({ page }) => {
      await registerAndLogIn(page);
      await page.goto(staffPaths.inbox);
      await expect(page.getByText(STAFF_NO_ACCESS_MESSAGE)).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

test('the console works by keyboard: filter, open an enquiry, change its status, save', async ({ page }) => {
  const company = `Keyboard Clinic ${Date.now()}`;
  await page.goto('/contact');
  await fillContactForm(page, { company });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, toastMessages.contactReceived);
  await logInAsStaff(page);

  await page.getByRole('searchbox', { name: 'Search' }).focus();
  await page.keyboard.type(company);
  await page.keyboard.press('Enter');
  const link = page.getByRole('row').filter({ hasText: company }).getByRole('link');
  await expect(link).toBeVisible();
  await expect(page.getByRole('table').getByRole('link')).toHaveCount(1);

  // From the search box, Tab reaches the enquiry's link through the filters in order.
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  for (let presses = 0; presses < 20 && !(await link.evaluate((element) => element === document.activeElement)); presses += 1)
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Enquiry \d+/ })).toBeVisible();

  const status = page.getByLabel('Status');
  await status.focus();
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('contacted');
  for (
    let presses = 0;
    presses < 10 && !(await page.getByRole('button', { name: 'Save changes' }).evaluate((element) => element === document.activeElement));
    presses += 1
  )
    await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
});
