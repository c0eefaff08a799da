import { paidUntil } from '@rcm/shared';
import { appwriteDate } from '../db/timestamp';
import { CARD_DECLINED_AT_RENEWAL, createDemoPaymentProvider, type DemoPaymentProvider } from '../payments/demo-payment-provider';
import { queuedMailsTo } from '../testing/outbox';
import { waitUntil } from '../testing/wait-until';
import { customerWith, historyOf, loggedInAt, packageRow, profileOf, renewalCharges } from '../testing/renewals';
import { describeDatabase, sendJson, startTestServer, type TestServer } from '../testing/test-server';
import { claimDueRenewals } from './renewal-records';
import { renewDuePackages, RENEWAL_RETRY_DELAYS_DAYS, type RenewalContext } from './renewal';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const servers: TestServer[] = [];
afterEach(async () => {
  // The second instance first: the first owns the database.
  for (const server of servers.splice(0).reverse()) await server.close();
});

async function serverWith(
  payments: DemoPaymentProvider,
  sameDatabaseAs?: TestServer,
  renewalWorker?: { everyMs: number },
): Promise<TestServer> {
  const database = sameDatabaseAs
    ? process.env.DATABASE_URL
      ? { databaseUrl: sameDatabaseAs.options.databaseUrl }
      : { dataDir: sameDatabaseAs.options.dataDir }
    : {};
  const server = await startTestServer({ payments, renewalWorker, ...database });
  servers.push(server);
  return server;
}

const contextOf = (server: TestServer, payments: DemoPaymentProvider): RenewalContext => ({
  db: server.app.db,
  dbKind: server.app.dbKind,
  payments,
  mail: server.app.mail,
});

describe(`monthly renewal (BILL-3, ${describeDatabase()})`, () => {
  test('a package whose paid month ended is charged once, a month moves on, a renewal charge and a receipt are written; a second pass charges nothing', async () => {
    const payments = createDemoPaymentProvider();
    const server = await serverWith(payments);
    const { username, row, paidUntil: end } = await customerWith(server, 'silver');
    const checkoutCharges = payments.charges.length;

    const at = new Date(end.getTime() + HOUR_MS);
    const outcomes = await renewDuePackages(contextOf(server, payments), at);
    const nextEnd = appwriteDate(paidUntil(end));
    expect(outcomes).toEqual([{ subscriptionId: row.id, email: username, package: 'silver', outcome: 'renewed', until: nextEnd }]);
    expect(payments.charges.slice(checkoutCharges)).toEqual([
      expect.objectContaining({ amountCents: 2000, idempotencyKey: `renewal:${row.id}:${row.paid_until}:0` }),
    ]);
    expect((await packageRow(server, row.id)).paid_until).toBe(nextEnd);
    expect(await renewalCharges(server, row.id)).toEqual([
      expect.objectContaining({
        amount_cents: 2000,
        price_cents: 2000,
        period_start: row.paid_until,
        period_end: nextEnd,
        card_last4: '4242',
      }),
    ]);
    const receipts = (await queuedMailsTo(server.app.db, username)).filter((mail) => mail.kind === 'subscription-receipt');
    expect(receipts).toHaveLength(2);
    expect(receipts[1]!.subject).toBe('Your Clarity RCM receipt: Silver renewed, $20 a month');
    expect(receipts[1]!.text).toContain('Your subscription is renewed');
    expect(receipts[1]!.text).toContain('Silver, one more month');
    // Its invoice (numbered by the year it is charged in: the sequence itself is invoices.test.ts's), named in the receipt and the history.
    const invoices = await server.app.db.selectFrom('invoices').select(['number', 'charge_id']).orderBy('charge_id').execute();
    expect(invoices).toHaveLength(2);
    const renewalInvoice = invoices[1]!.number;
    expect(renewalInvoice).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(receipts[1]!.text).toContain(renewalInvoice);

    // The same period again: nothing due, nothing charged.
    expect(await renewDuePackages(contextOf(server, payments), new Date(at.getTime() + HOUR_MS))).toEqual([]);
    expect(payments.charges).toHaveLength(checkoutCharges + 1);
    expect(await renewalCharges(server, row.id)).toHaveLength(1);

    const later = await loggedInAt(server, at, username);
    expect(await profileOf(server, later)).toMatchObject({ subscribtion: 'silver', paid_until: nextEnd, cancelled: false });
    expect((await historyOf(server, later))[0]).toMatchObject({
      action: 'renewed',
      charged_cents: 2000,
      paid_until: nextEnd,
      invoice_number: renewalInvoice,
    });
  });

  test('two backend instances running the job at the same moment charge each package once and queue one receipt each', async () => {
    const [firstProvider, secondProvider] = [createDemoPaymentProvider(), createDemoPaymentProvider()];
    const first = await serverWith(firstProvider);
    // PostgreSQL: a second instance on the same database. SQLite: the second runner shares the
    // instance's connection (two connections in one process would wait on each other's lock with
    // the event loop blocked; an operator's CLI is another process, as sqlite-write-lock.test.ts shows).
    const second = process.env.DATABASE_URL ? await serverWith(secondProvider, first) : first;
    const customers = [];
    for (const name of ['silver', 'gold', 'silver', 'gold', 'silver', 'gold']) customers.push(await customerWith(first, name));
    const checkout = firstProvider.charges.length;
    const at = new Date(Math.max(...customers.map((customer) => customer.paidUntil.getTime())) + HOUR_MS);

    const [a, b] = await Promise.all([
      renewDuePackages(contextOf(first, firstProvider), at),
      renewDuePackages(contextOf(second, secondProvider), at),
    ]);
    const renewed = [...a, ...b].filter((outcome) => outcome.outcome === 'renewed').map((outcome) => outcome.subscriptionId);
    expect(renewed.sort()).toEqual(customers.map((customer) => customer.row.id).sort());
    const providerCharges = [...firstProvider.charges.slice(checkout), ...secondProvider.charges];
    expect(providerCharges).toHaveLength(customers.length);
    for (const { row, username } of customers) {
      expect(await renewalCharges(first, row.id)).toHaveLength(1);
      expect((await queuedMailsTo(first.app.db, username)).filter((mail) => mail.text.includes('one more month'))).toHaveLength(1);
    }
  });

  test('a runner that dies after the provider approved, rerun, is answered with the same charge and records it once', async () => {
    const payments = createDemoPaymentProvider();
    const server = await serverWith(payments);
    const { row, paidUntil: end } = await customerWith(server, 'gold');
    const checkout = payments.charges.length;
    const keys: string[] = [];
    const asking = {
      ...payments,
      charge: (request: Parameters<DemoPaymentProvider['charge']>[0]) => (keys.push(request.idempotencyKey), payments.charge(request)),
    };
    const at = new Date(end.getTime() + HOUR_MS);

    // The provider approves, then recording fails (the receipt cannot be queued): the transaction is rolled back.
    const failing: RenewalContext = {
      ...contextOf(server, payments),
      payments: asking,
      mail: { ...server.app.mail, enqueue: () => Promise.reject(new Error('connection lost')) },
    };
    expect(await renewDuePackages(failing, at)).toEqual([expect.objectContaining({ outcome: 'error', reason: 'connection lost' })]);
    expect(payments.charges).toHaveLength(checkout + 1);
    expect(await renewalCharges(server, row.id)).toEqual([]);

    const rerun = await renewDuePackages({ ...contextOf(server, payments), payments: asking }, at);
    expect(rerun).toEqual([expect.objectContaining({ outcome: 'renewed' })]);
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(payments.charges).toHaveLength(checkout + 1);
    const [charge] = await renewalCharges(server, row.id);
    expect(charge?.payment_reference).toBe(payments.charges[checkout]!.reference);
  });

  test(`a declined renewal is retried after ${RENEWAL_RETRY_DELAYS_DAYS.join(' and ')} days, the package stays meanwhile, then lapses with a notice`, async () => {
    const payments = createDemoPaymentProvider();
    const server = await serverWith(payments);
    const { username, row, paidUntil: end } = await customerWith(server, 'silver', CARD_DECLINED_AT_RENEWAL);
    const checkout = payments.charges.length;
    const context = contextOf(server, payments);
    const outcomeAt = async (at: Date) => (await renewDuePackages(context, at)).map(({ outcome, until }) => ({ outcome, until }));

    const firstTry = new Date(end.getTime() + HOUR_MS);
    const secondTry = new Date(firstTry.getTime() + DAY_MS);
    const thirdTry = new Date(secondTry.getTime() + 3 * DAY_MS);
    expect(await outcomeAt(firstTry)).toEqual([{ outcome: 'declined', until: appwriteDate(secondTry) }]);
    // Not before its retry is due.
    expect(await outcomeAt(new Date(secondTry.getTime() - 1))).toEqual([]);
    const retrying = await loggedInAt(server, new Date(secondTry.getTime() - 1), username);
    expect(await profileOf(server, retrying)).toMatchObject({ subscribtion: 'silver', paid_until: row.paid_until, cancelled: false });

    expect(await outcomeAt(secondTry)).toEqual([{ outcome: 'declined', until: appwriteDate(thirdTry) }]);
    expect(await outcomeAt(thirdTry)).toEqual([{ outcome: 'lapsed', until: row.paid_until }]);
    expect(await outcomeAt(new Date(thirdTry.getTime() + 10 * DAY_MS))).toEqual([]);

    expect(payments.charges).toHaveLength(checkout);
    expect(await renewalCharges(server, row.id)).toEqual([]);
    expect((await packageRow(server, row.id)).ended_at).toBe(appwriteDate(thirdTry));
    const notices = (await queuedMailsTo(server.app.db, username)).filter((mail) => mail.kind === 'subscription-lapsed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toContain('has ended: the payment failed');
    expect(notices[0]!.text).toContain('To subscribe again, choose a package on your profile');
    const later = await loggedInAt(server, thirdTry, username);
    expect(await profileOf(server, later)).toMatchObject({ subscribtion: 'none' });
    expect((await historyOf(server, later))[0]).toMatchObject({ action: 'lapsed', package: 'silver' });
  });

  test('a cancelled package is never renewed: it ends at its paid-until', async () => {
    const payments = createDemoPaymentProvider();
    const server = await serverWith(payments);
    const { username, cookie, row, paidUntil: end } = await customerWith(server, 'gold');
    expect((await sendJson(`${server.url}/subscribtion`, 'DELETE', {}, { cookie })).status).toBe(200);
    const checkout = payments.charges.length;

    expect(await renewDuePackages(contextOf(server, payments), new Date(end.getTime() + HOUR_MS))).toEqual([]);
    expect(await renewDuePackages(contextOf(server, payments), new Date(end.getTime() + 40 * DAY_MS))).toEqual([]);
    expect(payments.charges).toHaveLength(checkout);
    expect(await renewalCharges(server, row.id)).toEqual([]);
    const later = await loggedInAt(server, new Date(end.getTime() + HOUR_MS), username);
    expect(await profileOf(server, later)).toMatchObject({ subscribtion: 'none' });
  });

  test("a customer's own purchase waits for a renewal being charged: refused while a runner holds the package", async () => {
    const payments = createDemoPaymentProvider();
    const server = await serverWith(payments);
    const { username, paidUntil: end } = await customerWith(server, 'silver');
    const at = new Date(end.getTime() + HOUR_MS);
    expect(await claimDueRenewals(server.app.db, server.app.dbKind, at, { claimMs: 60_000, batchSize: 10 })).toHaveLength(1);
    const later = await loggedInAt(server, at, username);
    const paid = await sendJson(
      `${server.url}/subscribtion`,
      'PUT',
      { username, subscribtion: 'gold', creditCard: '4242424242424242' },
      { cookie: later },
    );
    expect(paid).toMatchObject({ status: 409, json: { type: 'subscription_renewal_in_progress' } });
  });

  test('a server with the worker on renews at its own clock, on its interval (off unless asked)', async () => {
    const payments = createDemoPaymentProvider();
    const server = await serverWith(payments, undefined, { everyMs: 100 });
    const { row, paidUntil: end } = await customerWith(server, 'silver');
    server.advanceClock((end.getTime() + HOUR_MS - server.options.clock!().getTime()) / 1000);
    await waitUntil(async () => (await renewalCharges(server, row.id)).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await renewalCharges(server, row.id)).toHaveLength(1);
    expect((await packageRow(server, row.id)).paid_until).toBe(appwriteDate(paidUntil(end)));
  });
});
