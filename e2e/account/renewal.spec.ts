import { formatSubscriptionDate } from '@rcm/shared';
import { registerAndLogIn, subscribeThroughApi } from '../testing/accounts';
import {
  historyRows,
  invoiceNumbersOf,
  payInModal,
  receiptsQueuedTo,
  registerAndPayInModal,
  renewAt,
  renewAtOnce,
} from '../testing/billing';
import { mailsTo, waitForMail } from '../testing/mailbox';
import { expect, test } from '../testing/test';

/** The demonstration's test card accepted at checkout and declined at every renewal (README). */
const CARD_DECLINED_AT_RENEWAL = '4000000000000341';
const DAY_MS = 86_400_000;

test('a month later the renewal charges the card on file once: a renewal receipt arrives, the profile is paid a month further, the history says Renewed', async ({
  page,
}) => {
  const { email } = await registerAndPayInModal(page, 'Silver');

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

/**
 * Two runners of the job started at once, as two backend instances each running it on the same
 * database: two `npm run billing -- renew` processes per customer, started together against the
 * site's own database (the servers' workers run on the real clock; only the command takes
 * `--now`). Each pass names one customer, so the run leaves other tests' packages alone.
 * Each runner's charge takes seconds (`DEMO_PAYMENT_LATENCY_MS`, as a real provider's can), so
 * the passes overlap: the runner that claims the package first charges it while the other,
 * started at the same moment, finds it claimed and leaves it (prints nothing, charges nothing).
 * The site's embedded SQLite lets one write transaction through at a time, so the claims take
 * turns where PostgreSQL's `SKIP LOCKED` lets them pass each other (that is proved in
 * backend/src/customers/renewal.test.ts, two instances on PostgreSQL); here, the whole way to
 * the customer: one charge, one receipt, one invoice each, and an unbroken sequence.
 */
test('two runners started at once charge each package once: one renewal receipt each, invoice numbers without a gap', async ({
  page,
  newDevice,
}) => {
  // Two accounts and five command runs (each a Node process opening the database).
  test.slow();
  const silver = await registerAndLogIn(page);
  await subscribeThroughApi(page, silver, 'silver');
  const otherPage = await newDevice();
  const gold = await registerAndLogIn(otherPage);
  await subscribeThroughApi(otherPage, gold, 'gold');
  await waitForMail({ to: silver, subject: 'receipt: Silver,' });
  await waitForMail({ to: gold, subject: 'receipt: Gold,' });

  const monthLater = new Date(Date.now() + 32 * DAY_MS);
  const printed = await renewAtOnce(monthLater, [silver, gold], 2);
  for (const [email, lines] of printed) {
    // One runner renewed it; the other found it claimed while the first was charging and left it
    // (a `skipped` line would be a second charge the record step caught: the claim failed).
    expect(lines, email).toEqual([expect.stringMatching(/^renewed\t/)]);
    // The same period again, after both: nothing more.
    expect(renewAt(new Date(monthLater.getTime() + DAY_MS), email)).toEqual([]);
  }

  const invoices: string[] = [];
  for (const [email, packageName] of [
    [silver, 'Silver'],
    [gold, 'Gold'],
  ] as const) {
    const receipt = await waitForMail({ to: email, subject: `receipt: ${packageName} renewed` });
    const invoice = /Invoice: (INV-\d{4}-\d{6})/.exec(receipt.text ?? '')?.[1];
    expect(invoice, receipt.text).toBeDefined();
    invoices.push(invoice!);
    // Queued once each (the purchase's and the renewal's), so no second renewal receipt is on its way.
    expect(receiptsQueuedTo(email)).toBe(2);
    expect((await mailsTo(email)).filter((mail) => mail.subject?.includes(`${packageName} renewed`))).toHaveLength(1);
  }

  // The profile's history: the renewal once, with the receipt's invoice.
  await page.reload();
  const silverRows = await historyRows(page);
  expect(silverRows).toHaveLength(2);
  expect(silverRows[0]).toMatch(new RegExp(`^\\w+ \\d+, \\d{4} Renewed Silver \\$20/month — \\$20\\.00 .* ${invoices[0]}$`));

  // The year's invoices run 1, 2, 3, … with none missing, these two among them.
  const year = Number(invoices[0]!.slice(4, 8));
  const numbers = invoiceNumbersOf(year);
  expect(numbers).toEqual(numbers.map((_, index) => `INV-${year}-${String(index + 1).padStart(6, '0')}`));
  expect(numbers).toEqual(expect.arrayContaining(invoices));
});
