/**
 * Paying for a package as the profile's customer does (the card modal, the subscription
 * history), and the monthly renewal run from the command line with the clock moved (`--now`).
 */
import type { Locator, Page } from '@playwright/test';
import { findPackage, subscribedToPackageMessage } from '@rcm/shared';
import { sampleCard } from '@rcm/shared/testing';
import { fillValidCard, registerAndLogIn } from './accounts';
import { runCommand, startCommand } from './cli';
import { readRows } from './database';
import { waitForMail, type ReceivedMail } from './mailbox';
import { expectToast } from './site';
import { expect } from './test';

/** The card modal, once "Subscribe Now to <package>" has opened it. */
export const cardModal = (page: Page): Locator => page.getByRole('dialog', { name: 'Credit Card' });

/** Opens the card modal for a package from the profile's package cards. */
export async function openCardModal(page: Page, packageName: string): Promise<Locator> {
  await page.getByRole('button', { name: `Subscribe Now to ${packageName}` }).click();
  const dialog = cardModal(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Buys (or changes to) a package through the card modal with a card (the sample card by default), and sees it bought. */
export async function payInModal(page: Page, packageName: string, cardNumber: string = sampleCard.number) {
  const dialog = await openCardModal(page, packageName);
  await fillValidCard(dialog, cardNumber);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expectToast(page, subscribedToPackageMessage(findPackage(packageName.toLowerCase())!));
}

/** A new account, logged in on /profile, that bought `packageName` through the card modal; with the receipt once it has arrived. */
export async function registerAndPayInModal(page: Page, packageName: string): Promise<{ email: string; receipt: ReceivedMail }> {
  const email = await registerAndLogIn(page);
  await payInModal(page, packageName);
  return { email, receipt: await waitForMail({ to: email, subject: `receipt: ${packageName},` }) };
}

/** The subscription history's rows (without its header row), newest first, as the customer reads them. */
export async function historyRows(page: Page): Promise<string[]> {
  const table = page.getByRole('region', { name: 'Your subscription' }).getByRole('table');
  await expect(table).toBeVisible();
  return (await table.getByRole('row').allInnerTexts()).slice(1).map((row) => row.replace(/\s+/g, ' ').trim());
}

/** Receipts (of a purchase, a change or a renewal) the site ever queued to `email`: each one it mails goes through its outbox. */
export const receiptsQueuedTo = (email: string): number =>
  readRows<{ count: number }>("select count(*) as count from mail_outbox where kind = 'subscription-receipt' and recipient = ?", email)[0]!
    .count;

/** How long each concurrent runner's charge takes: longer than a runner process takes to start under load. */
const RENEWAL_CHARGE_LATENCY_MS = 5000;

const renewArgs = (at: Date, email: string) => ['renew', '--now', at.toISOString(), '--customer', email];
/** The lines a renewal pass printed about `email` (one per package of theirs it took: `renewed`, `declined`, `lapsed`, `skipped`, `error`). */
const linesAbout = (output: string, email: string) => output.split('\n').filter((line) => line.includes(email));

/** `npm run billing -- renew` for this customer at `at` (the clock moved on); the lines it printed about them. */
export function renewAt(at: Date, email: string): string[] {
  const { status, output } = runCommand('billing', ...renewArgs(at, email));
  expect(status, output).toBe(0);
  return linesAbout(output, email);
}

/**
 * `runners` renewal passes at `at` for each customer, all started at once (none waits for
 * another); for each customer, the lines every pass printed about them.
 */
export async function renewAtOnce(at: Date, emails: readonly string[], runners: number): Promise<Map<string, string[]>> {
  const passes = emails.flatMap((email) =>
    Array.from({ length: runners }, () => ({
      email,
      // Each charge takes as long as a real provider's might (README), so the runners' passes
      // overlap whatever the machine's speed: a runner starting while another is charging finds the package claimed.
      run: startCommand('billing', renewArgs(at, email), { DEMO_PAYMENT_LATENCY_MS: String(RENEWAL_CHARGE_LATENCY_MS) }),
    })),
  );
  const lines = new Map<string, string[]>(emails.map((email) => [email, []]));
  for (const { email, run } of passes) {
    const { status, output } = await run;
    expect(status, output).toBe(0);
    expect(output, 'each runner made its pass').toMatch(/^Renewal pass at /m);
    lines.get(email)!.push(...linesAbout(output, email));
  }
  return lines;
}

/** The numbers of `year`'s invoices, in order (`INV-<year>-<6 digits>`). */
export const invoiceNumbersOf = (year: number): string[] =>
  readRows<{ number: string }>('select number from invoices where number like ? order by number', `INV-${year}-%`).map((row) => row.number);
