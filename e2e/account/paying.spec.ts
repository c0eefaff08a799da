import type { Locator, Page } from '@playwright/test';
import {
  billingMessages,
  findPackage,
  formatCents,
  invoiceMessages,
  subscribedToPackageMessage,
  subscriptionManagementMessages as texts,
} from '@rcm/shared';
import { sampleCard } from '@rcm/shared/testing';
import { buyThroughApi, fillValidCard, registerAndLogIn, subscribeThroughApi } from '../testing/accounts';
import { historyRows, openCardModal, receiptsQueuedTo, registerAndPayInModal } from '../testing/billing';
import { mailsTo, waitForMail } from '../testing/mailbox';
import { expectToast } from '../testing/site';
import { expect, test } from '../testing/test';

const LAST4 = sampleCard.number.slice(-4);
/** "$12.34" as cents. */
const centsOf = (shown: string) => Math.round(Number(shown.replace(/[$,]/g, '')) * 100);

/** The figures the modal shows before "Pay Now", by their labels. */
async function shownFigures(dialog: Locator): Promise<Map<string, string>> {
  await expect(dialog.getByRole('definition').first()).toBeVisible();
  const labels = await dialog.getByRole('term').allInnerTexts();
  const values = await dialog.getByRole('definition').allInnerTexts();
  return new Map(labels.map((label, index) => [label.trim(), values[index]!.trim()]));
}

/** The receipts in the inbox for `email` (of a purchase, a change or a renewal). */
const receiptsIn = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject?.includes('receipt'));

/** "Silver, billed monthly. Cancelling keeps it until …": the date the profile says it is paid until. */
async function paidUntilShown(page: Page, packageName: string): Promise<string> {
  const line = page.getByRole('region', { name: 'Your subscription' }).getByText(new RegExp(`^${packageName}, billed monthly\\.`));
  return /until (\w+ \d+, \d{4})\./.exec(await line.innerText())![1]!;
}

test('choosing the package already held charges nothing: the modal says so with no card form, the server refuses; one charge, one receipt', async ({
  page,
}) => {
  const { email, receipt } = await registerAndPayInModal(page, 'Silver');
  const until = /Paid until: (\w+ \d+, \d{4})/.exec(receipt.text ?? '')![1]!;

  const dialog = await openCardModal(page, 'Silver');
  await expect(dialog.getByText(billingMessages.alreadyHeld('Silver', until))).toBeVisible();
  await expect(dialog.getByLabel('Card Number')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: billingMessages.resume })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // A page that still offered the card form (another tab) is refused by the server, with nothing charged.
  const refusal = await buyThroughApi(page, email, 'silver');
  expect(refusal.status()).toBe(409);
  expect(await refusal.json()).toMatchObject({
    type: 'subscription_already_held',
    message: billingMessages.alreadyHeldRefusal('Silver', until),
  });

  const rows = await historyRows(page);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(/ Subscribed Silver \$20\/month — \$20\.00 /);
  // The outbox is where every mail starts: one receipt queued, and that one delivered.
  expect(receiptsQueuedTo(email)).toBe(1);
  expect(await receiptsIn(email)).toHaveLength(1);
});

test('Silver → Gold: the modal shows the credit for the unused days and what is charged today before "Pay Now"; the receipt, history and invoice say the same', async ({
  page,
}) => {
  const { email } = await registerAndPayInModal(page, 'Silver');

  const dialog = await openCardModal(page, 'Gold');
  const figures = await shownFigures(dialog);
  const creditLabel = [...figures.keys()].find((label) => label.startsWith('Credit for '));
  expect(creditLabel, [...figures.keys()].join(' | ')).toMatch(/^Credit for \d+ unused days? of Silver$/);
  expect(figures.get(billingMessages.replaces)).toBe('Silver');
  const credit = figures.get(creditLabel!)!;
  const charged = figures.get(billingMessages.chargedToday)!;
  const until = figures.get(billingMessages.paidUntil)!;
  // Silver's month is unused but for today at most: credited up to its price, the rest of Gold's paid now.
  expect(centsOf(credit)).toBeGreaterThan(0);
  expect(centsOf(credit)).toBeLessThanOrEqual(2000);
  expect(charged).toBe(formatCents(5000 - centsOf(credit)));
  await fillValidCard(dialog);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expectToast(page, subscribedToPackageMessage(findPackage('gold')!));

  const receipt = await waitForMail({ to: email, subject: 'receipt: Gold' });
  expect(receipt.text).toContain('Change: Silver → Gold');
  expect(receipt.text).toContain(`${creditLabel}: ${credit}`);
  expect(receipt.text).toContain(`${billingMessages.chargedToday}: ${charged}`);
  expect(receipt.text).toContain(`${billingMessages.paidUntil}: ${until}`);
  const invoice = /Invoice: (INV-\d{4}-\d{6})/.exec(receipt.text ?? '')![1]!;

  const rows = await historyRows(page);
  expect(rows[0]).toMatch(
    new RegExp(`Changed package \\(Silver → Gold\\) Gold \\$50/month \\${credit} \\${charged} ${until} •••• ${LAST4} ${invoice}$`),
  );

  await page.getByRole('link', { name: invoice }).click();
  const sheet = page.getByRole('article', { name: invoiceMessages.title(invoice) });
  await expect(sheet.getByRole('row', { name: invoiceMessages.credit })).toContainText(`−${credit}`);
  await expect(sheet.getByRole('row', { name: invoiceMessages.total })).toContainText(charged);
  await expect(sheet).toContainText(invoiceMessages.change('Silver'));
});

test('cancel, then resume from the modal: nothing charged, no new receipt, still paid until the same day; the history adds the two', async ({
  page,
}) => {
  const email = await registerAndLogIn(page);
  await subscribeThroughApi(page, email, 'silver');
  await waitForMail({ to: email, subject: 'receipt: Silver,' });
  await page.reload();
  const until = await paidUntilShown(page, 'Silver');
  const before = await historyRows(page);

  const panel = page.getByRole('region', { name: 'Your subscription' });
  await panel.getByRole('button', { name: texts.cancel }).click();
  await panel.getByRole('button', { name: texts.confirmCancel }).click();
  await expectToast(page, texts.cancelled('Silver', until));
  await waitForMail({ to: email, subject: 'package is cancelled' });

  const dialog = await openCardModal(page, 'Silver');
  await expect(dialog.getByText(billingMessages.resumeOffer('Silver', until))).toBeVisible();
  await expect(dialog.getByLabel('Card Number')).toHaveCount(0);
  await dialog.getByRole('button', { name: billingMessages.resume }).click();
  await expectToast(page, billingMessages.resumed('Silver', until));

  expect(await paidUntilShown(page, 'Silver')).toBe(until);
  await expect(panel.getByRole('button', { name: texts.cancel })).toBeVisible();
  const rows = await historyRows(page);
  expect(rows.slice(2)).toEqual(before);
  expect(rows[0]).toMatch(new RegExp(`^\\w+ \\d+, \\d{4} ${texts.action.resumed} Silver \\$20/month — — ${until} •••• ${LAST4} —$`));
  expect(rows[1]).toMatch(
    new RegExp(`^\\w+ \\d+, \\d{4} Cancelled \\(stays until ${until}\\) Silver \\$20/month — — ${until} •••• ${LAST4} —$`),
  );
  expect(receiptsQueuedTo(email)).toBe(1);
  expect(await receiptsIn(email)).toHaveLength(1);
});
