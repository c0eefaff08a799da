import type { Locator, Page } from '@playwright/test';
import { findPackage, formatSubscriptionDate, subscribedToPackageMessage } from '@rcm/shared';
import { sampleCard } from '@rcm/shared/testing';
import { registerAndLogIn } from '../testing/accounts';
import { runCommand } from '../testing/cli';
import { waitForMail } from '../testing/mailbox';
import { expectToast } from '../testing/site';
import { expect, test } from '../testing/test';

/** The demonstration's test card accepted at checkout and declined at every renewal (README). */
const CARD_DECLINED_AT_RENEWAL = '4000000000000341';
const DAY_MS = 86_400_000;

async function payInModal(page: Page, packageName: string, cardNumber: string) {
  await page.getByRole('button', { name: `Subscribe Now to ${packageName}` }).click();
  const dialog: Locator = page.getByRole('dialog', { name: 'Credit Card' });
  await dialog.getByLabel('Card Number').fill(cardNumber);
  await dialog.getByLabel('Expiration Date').fill(sampleCard.expiration);
  await dialog.getByLabel('CVV').fill(sampleCard.cvv);
  await dialog.getByLabel('Cardholder Name').fill(sampleCard.name);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expectToast(page, subscribedToPackageMessage(findPackage(packageName.toLowerCase())!));
}

/** `npm run billing -- renew` for this customer at `at` (the clock moved on); the lines it printed about them. */
function renewAt(at: Date, email: string): string[] {
  const { status, output } = runCommand('billing', 'renew', '--now', at.toISOString(), '--customer', email);
  expect(status, output).toBe(0);
  return output.split('\n').filter((line) => line.includes(email));
}

test('a month later the renewal charges the card on file once: a renewal receipt arrives, the profile is paid a month further, the history says Renewed', async ({
  page,
}) => {
  const email = await registerAndLogIn(page);
  await payInModal(page, 'Silver', sampleCard.number);
  await waitForMail({ to: email, subject: 'receipt: Silver,' });

  const monthLater = new Date(Date.now() + 32 * DAY_MS);
  const [renewed] = renewAt(monthLater, email);
  const until = /^renewed\t#\d+\tsilver\t\S+\t(\S+)$/.exec(renewed ?? '')?.[1];
  expect(until, renewed).toBeDefined();
  // The same period again: nothing more.
  expect(renewAt(new Date(monthLater.getTime() + DAY_MS), email)).toEqual([]);

  const receipt = await waitForMail({ to: email, subject: 'receipt: Silver renewed' });
  expect(receipt.text).toContain('Your subscription is renewed');
  expect(receipt.text).toContain(`Paid until: ${formatSubscriptionDate(until!)}`);

  await page.reload();
  const panel = page.getByRole('region', { name: 'Your subscription' });
  await expect(panel.getByText(`Silver, billed monthly. Cancelling keeps it until ${formatSubscriptionDate(until!)}.`)).toBeVisible();
  const firstRow = panel.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow).toContainText('Renewed');
  await expect(firstRow).toContainText('$20.00');
});

test('the declining test card: accepted at checkout, declined at renewal and at each retry, then the package ends with a mail', async ({
  page,
}) => {
  const email = await registerAndLogIn(page);
  await payInModal(page, 'Gold', CARD_DECLINED_AT_RENEWAL);
  const firstTry = new Date(Date.now() + 32 * DAY_MS);
  expect(renewAt(firstTry, email)).toEqual([expect.stringMatching(/^declined\t.*\tcard declined$/)]);

  // While it is retried the profile still shows the package.
  await page.reload();
  const panel = page.getByRole('region', { name: 'Your subscription' });
  await expect(panel.getByText(/^Gold, billed monthly\./)).toBeVisible();

  expect(renewAt(new Date(firstTry.getTime() + DAY_MS), email)).toEqual([expect.stringMatching(/^declined\t/)]);
  expect(renewAt(new Date(firstTry.getTime() + 4 * DAY_MS), email)).toEqual([expect.stringMatching(/^lapsed\t/)]);

  const notice = await waitForMail({ to: email, subject: 'has ended: the payment failed' });
  expect(notice.text).toContain('To subscribe again, choose a package on your profile');
  await page.reload();
  await expect(panel.getByText('You have no package. Choose one below.')).toBeVisible();
  await expect(panel.getByRole('table').getByRole('row').nth(1)).toContainText('Ended: the renewal payment failed');
});
