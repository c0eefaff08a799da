import { formatSubscriptionDate, invoiceMessages, paidUntil, subscriptionManagementMessages as texts } from '@rcm/shared';
import { sampleCard } from '@rcm/shared/testing';
import { expectNoSeriousViolations } from '../testing/accessibility';
import { registerAndLogIn, subscribeThroughApi } from '../testing/accounts';
import { historyRows, payInModal } from '../testing/billing';
import { mailsTo, waitForMail } from '../testing/mailbox';
import { DESKTOP_VIEWPORT, expectToast, PHONE_VIEWPORT } from '../testing/site';
import { expect, test } from '../testing/test';

const LAST4 = sampleCard.number.slice(-4);

test('change package through the card modal: the profile shows the new one, a receipt arrives, the history lists both', async ({
  page,
}) => {
  const email = await registerAndLogIn(page);
  await subscribeThroughApi(page, email, 'silver');
  await page.reload();
  const details = page.getByRole('region', { name: 'Account' });
  await expect(details.getByText('Silver', { exact: true })).toBeVisible();

  await payInModal(page, 'Platinum');
  await expect(details.getByText('Platinum', { exact: true })).toBeVisible();

  const receipt = await waitForMail({ to: email, subject: 'receipt: Platinum' });
  expect(receipt.text).toContain('Monthly price: $80');
  expect(receipt.text).toContain(`Card ending in ${LAST4}`);

  const rows = await historyRows(page);
  expect(rows).toHaveLength(2);
  // Silver bought today: its whole month is credited against Platinum.
  expect(rows[0]).toMatch(
    new RegExp(
      `^\\w+ \\d+, \\d{4} Changed package \\(Silver → Platinum\\) Platinum \\$80/month \\$20\\.00 \\$60\\.00 \\w+ \\d+, \\d{4} •••• ${LAST4} INV-\\d{4}-\\d{6}$`,
    ),
  );
  expect(rows[1]).toMatch(new RegExp(`Subscribed Silver \\$20/month — \\$20\\.00 \\w+ \\d+, \\d{4} •••• ${LAST4} INV-\\d{4}-\\d{6}$`));

  // The change's invoice (BILL-4): the receipt names it; the history opens it, with the amount charged.
  const invoiceNumber = /INV-\d{4}-\d{6}/.exec(rows[0]!)![0];
  expect(receipt.text).toContain(`Invoice: ${invoiceNumber}`);
  expect(receipt.text).toContain('Charged today: $60.00');
  await page.getByRole('link', { name: invoiceNumber }).click();
  const sheet = page.getByRole('article', { name: `Invoice ${invoiceNumber}` });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('row', { name: /Amount charged/ })).toContainText('$60.00');
  await expect(sheet).toContainText(`Card ending in ${LAST4}`);
  await expect(page.getByRole('button', { name: invoiceMessages.print })).toBeVisible();
});

test('cancel by keyboard: asked once more, progress, a clear result; the profile says until when; a cancellation mail; the history lists it', async ({
  page,
}) => {
  const email = await registerAndLogIn(page);
  const boughtAt = new Date();
  await subscribeThroughApi(page, email, 'gold');
  await page.reload();
  const panel = page.getByRole('region', { name: 'Your subscription' });
  const cancel = panel.getByRole('button', { name: texts.cancel });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const question = panel.getByText(/^Cancel your Gold package\?/);
  await expect(question).toBeFocused();
  // "Keep my package" first: nothing happens, the focus is back on the button.
  await panel.getByRole('button', { name: texts.keep }).focus();
  await page.keyboard.press('Enter');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await panel.getByRole('button', { name: texts.confirmCancel }).focus();
  await page.keyboard.press('Enter');

  // The server's date (a month after the purchase); the test's clock may differ by the request's duration.
  const mail = await waitForMail({ to: email, subject: 'package is cancelled' });
  const until = /stays until (\w+ \d+, \d{4})/.exec(mail.subject ?? '')?.[1] ?? '';
  expect([formatSubscriptionDate(paidUntil(boughtAt)), formatSubscriptionDate(paidUntil(new Date()))]).toContain(until);
  expect(mail.text).toContain('Package: Gold');
  expect(mail.text).toContain('the current month is not refunded');
  expect(mail.text).toMatch(/To subscribe again, choose a package on your profile: http\S+\/profile/);

  await expectToast(page, texts.cancelled('Gold', until));
  await expect(panel.getByText(`${texts.cancelled('Gold', until)} ${texts.subscribeAgain}`)).toBeVisible();
  await expect(panel.getByRole('button', { name: texts.cancel })).toHaveCount(0);
  // Until then it is still the customer's package.
  await expect(page.getByRole('region', { name: 'Account' }).getByText('Gold', { exact: true })).toBeVisible();

  const rows = await historyRows(page);
  expect(rows[0]).toMatch(new RegExp(`Cancelled \\(stays until ${until}\\) Gold \\$50/month — — ${until} •••• ${LAST4} —$`));
  expect(rows[1]).toMatch(/Subscribed Gold \$50\/month/);
  // One receipt and one cancellation, nothing more.
  expect(
    (await mailsTo(email)).map((received) => received.subject).filter((subject) => /receipt|cancelled/.test(subject ?? '')),
  ).toHaveLength(2);
});

test('a cancelled package still running can be changed through the modal: the new package runs on', async ({ page }) => {
  const email = await registerAndLogIn(page);
  await subscribeThroughApi(page, email, 'gold');
  await page.reload();
  const panel = page.getByRole('region', { name: 'Your subscription' });
  await panel.getByRole('button', { name: texts.cancel }).click();
  await panel.getByRole('button', { name: texts.confirmCancel }).click();
  await expect(panel.getByText(/package is cancelled\. It stays until/)).toBeVisible();

  await payInModal(page, 'Silver');
  await expect(panel.getByRole('button', { name: texts.cancel })).toBeVisible();
  await expect(panel.getByText(/package is cancelled\. It stays until/)).toHaveCount(0);
  expect((await historyRows(page)).map((row) => row.replace(/^\w+ \d+, \d{4} /, '').split(' ')[0])).toEqual([
    'Changed',
    'Cancelled',
    'Subscribed',
  ]);
});

for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the subscription panel, its question and its history fit the screen and have no serious violations', async ({ page }) => {
      const email = await registerAndLogIn(page);
      await subscribeThroughApi(page, email, 'silver');
      await subscribeThroughApi(page, email, 'gold');
      await page.reload();
      const panel = page.getByRole('region', { name: 'Your subscription' });
      await expect(panel.getByRole('table')).toBeVisible();
      await expectNoSeriousViolations(page);
      await panel.getByRole('button', { name: texts.cancel }).click();
      await expect(panel.getByRole('button', { name: texts.confirmCancel })).toBeVisible();
      await expectNoSeriousViolations(page);
      // The page itself never scrolls sideways (the history table scrolls within its own region).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}
