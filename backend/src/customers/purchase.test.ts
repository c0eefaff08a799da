import { sql } from 'kysely';
import { createDemoPaymentProvider, type DemoPaymentProvider } from '../payments/demo-payment-provider';
import type { ChargeRequest } from '../payments/payment-provider';
import { capturedLogs } from '../testing/captured-logs';
import { queuedMailsTo } from '../testing/outbox';
import { customerWith, loggedInAt } from '../testing/renewals';
import { describeDatabase, signedInCookie, startTestServer, subscribe, type TestServer } from '../testing/test-server';
import { tryLockBillingOf } from './billing-lock';
import { claimDueRenewals } from './renewal-records';

/** The demonstration provider, whose next charge can be held at the provider's door until the test lets it through (a slow provider). */
function slowProvider(): DemoPaymentProvider & { asked: ChargeRequest[]; holdNext: () => { reached: Promise<void>; release: () => void } } {
  const demo = createDemoPaymentProvider();
  const asked: ChargeRequest[] = [];
  let held: { arrived: () => void; gate: Promise<void> } | undefined;
  return {
    ...demo,
    asked,
    async charge(request) {
      asked.push(request);
      const hold = held;
      held = undefined;
      if (hold) {
        hold.arrived();
        await hold.gate;
      }
      return demo.charge(request);
    },
    holdNext() {
      let arrived = () => {};
      let release = () => {};
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      held = { arrived, gate: new Promise<void>((resolve) => (release = resolve)) };
      return { reached, release };
    },
  };
}

const servers: TestServer[] = [];
afterEach(async () => {
  // The second instance first: the first owns the database.
  for (const server of servers.splice(0).reverse()) await server.close();
});

async function serverWith(
  payments: DemoPaymentProvider,
  options: { sameDatabaseAs?: TestServer; logs?: ReturnType<typeof capturedLogs> } = {},
) {
  const { sameDatabaseAs, logs } = options;
  const database = sameDatabaseAs
    ? process.env.DATABASE_URL
      ? { databaseUrl: sameDatabaseAs.options.databaseUrl }
      : { dataDir: sameDatabaseAs.options.dataDir }
    : {};
  const server = await startTestServer({ payments, ...database, ...(logs && { logger: { level: 'warn', stream: logs.stream } }) });
  servers.push(server);
  return server;
}

async function customer(server: TestServer, name: string) {
  const username = `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const cookie = await signedInCookie(server, username);
  const { id } = await server.app.db.selectFrom('users').select('id').where('email', '=', username).executeTakeFirstOrThrow();
  return { username, cookie, userId: id };
}

/** What `promise` came to within `ms`, or 'waiting' (the old purchase held its transaction over the provider's call: this waited). */
const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms))]);

const chargesOf = (server: TestServer, userId: string) =>
  server.app.db.selectFrom('charges').selectAll().where('user_id', '=', userId).execute();

describe(`a purchase while the payment provider is slow (#29, ${describeDatabase()})`, () => {
  test('no transaction and no billing lock is held over the provider call: others pay, and the lock is free', async () => {
    const payments = slowProvider();
    const server = await serverWith(payments);
    const slow = await customer(server, 'slow');
    const other = await customer(server, 'other');
    const { reached, release } = payments.holdNext();
    const paying = subscribe(server, slow.username, 'gold', { cookie: slow.cookie });
    try {
      await reached;
      // The slow customer's billing lock is free, and a transaction of the pool is had at once.
      expect(
        await within(
          2000,
          server.app.db.transaction().execute((trx) => tryLockBillingOf(trx, slow.userId)),
        ),
      ).toBe(true);
      if (server.app.dbKind === 'postgres') {
        const open = await sql<{ count: string }>`select count(*) as count from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%'`.execute(server.app.db);
        expect(Number(open.rows[0]!.count)).toBe(0);
      }
      // Another customer pays meanwhile.
      expect(await within(5000, subscribe(server, other.username, 'silver', { cookie: other.cookie }))).toMatchObject({ status: 200 });
    } finally {
      release();
    }
    expect((await paying).status).toBe(200);
    expect(await chargesOf(server, slow.userId)).toEqual([expect.objectContaining({ package: 'gold', amount_cents: 5000 })]);
  });

  test('a second purchase by the same customer meanwhile (double click, another tab, another instance) is refused at once: one charge', async () => {
    const payments = slowProvider();
    const first = await serverWith(payments);
    // PostgreSQL: a second instance on the same database; SQLite: one process has one writer (see renewal.test.ts).
    const second = process.env.DATABASE_URL ? await serverWith(payments, { sameDatabaseAs: first }) : first;
    const { username, cookie, userId } = await customer(first, 'twice');
    const { reached, release } = payments.holdNext();
    const paying = subscribe(first, username, 'silver', { cookie });
    try {
      await reached;
      for (const [server, choice] of [
        [first, 'silver'],
        [second, 'gold'],
      ] as const)
        expect(await within(5000, subscribe(server, username, choice, { cookie }))).toMatchObject({
          status: 409,
          json: { type: 'subscription_purchase_in_progress' },
        });
    } finally {
      release();
    }
    expect((await paying).status).toBe(200);
    expect(payments.asked).toHaveLength(1);
    expect(payments.charges).toHaveLength(1);
    expect(await chargesOf(first, userId)).toHaveLength(1);
    expect((await queuedMailsTo(first.app.db, username)).map((mail) => mail.kind)).toEqual(['subscription-receipt']);
    // Once it is recorded, the next purchase is a new one, with a key of its own.
    expect((await subscribe(second, username, 'gold', { cookie })).status).toBe(200);
    expect(new Set(payments.asked.map((request) => request.idempotencyKey)).size).toBe(2);
  });

  test('a renewal pass leaves a customer whose purchase is under way for its next pass', async () => {
    const payments = slowProvider();
    const server = await serverWith(payments);
    const { username, row, paidUntil: end } = await customerWith(server, 'silver');
    const at = new Date(end.getTime() + 3_600_000);
    // Due for renewal, and changing to Gold at that moment: the change is recorded, the renewal skipped.
    const cookie = await loggedInAt(server, at, username);
    const { reached, release } = payments.holdNext();
    const paying = subscribe(server, username, 'gold', { cookie });
    try {
      await reached;
      expect(await within(5000, claimDueRenewals(server.app.db, server.app.dbKind, at, { claimMs: 60_000, batchSize: 10 }))).toEqual([]);
    } finally {
      release();
    }
    expect((await paying).status).toBe(200);
    const rows = await server.app.db.selectFrom('subscriptions').select(['id', 'package']).where('user_id', '=', row.user_id).execute();
    expect(rows.map((each) => each.package)).toEqual(['silver', 'gold']);
  });
});

describe(`a purchase whose outcome is not known at once (#29, ${describeDatabase()})`, () => {
  test('the provider charged but its answer was lost: retrying the same purchase asks with the same key, charges once, records it', async () => {
    const payments = slowProvider();
    const charge = payments.charge.bind(payments);
    let lose = true;
    payments.charge = async (request) => {
      const answer = await charge(request);
      if (lose) {
        lose = false;
        throw new Error('connection reset by the payment provider');
      }
      return answer;
    };
    const logs = capturedLogs();
    const server = await serverWith(payments, { logs });
    const { username, cookie, userId } = await customer(server, 'lost');

    expect((await subscribe(server, username, 'gold', { cookie })).status).toBe(500);
    expect(await chargesOf(server, userId)).toEqual([]);
    const [logged] = logs.records<{ msg: string; idempotencyKey: string }>().filter((record) => record.msg.startsWith('purchase:'));
    expect(logged).toMatchObject({ idempotencyKey: payments.asked[0]!.idempotencyKey, amountCents: 5000, customer: userId });

    expect((await subscribe(server, username, 'gold', { cookie })).status).toBe(200);
    expect(payments.asked.map((request) => request.idempotencyKey)).toEqual([logged!.idempotencyKey, logged!.idempotencyKey]);
    expect(payments.charges).toHaveLength(1);
    expect(await chargesOf(server, userId)).toEqual([expect.objectContaining({ payment_reference: payments.charges[0]!.reference })]);
  });

  test('the record failed after the provider approved: logged with its key; the retry records it without charging again', async () => {
    const payments = slowProvider();
    const logs = capturedLogs();
    const server = await serverWith(payments, { logs });
    const { username, cookie, userId } = await customer(server, 'unrecorded');
    jest.spyOn(server.app.mail, 'enqueue').mockRejectedValueOnce(new Error('disk full'));

    expect((await subscribe(server, username, 'platinum', { cookie })).status).toBe(500);
    expect(payments.charges).toHaveLength(1);
    expect(await chargesOf(server, userId)).toEqual([]);
    expect(logs.records().find((record) => record.msg.startsWith('purchase: charged but not recorded'))).toMatchObject({
      idempotencyKey: payments.charges[0]!.idempotencyKey,
      reference: payments.charges[0]!.reference,
    });

    expect((await subscribe(server, username, 'platinum', { cookie })).status).toBe(200);
    expect(payments.charges).toHaveLength(1);
    expect(await chargesOf(server, userId)).toHaveLength(1);
    expect((await queuedMailsTo(server.app.db, username)).map((mail) => mail.kind)).toEqual(['subscription-receipt']);
  });

  test('a declined card lets the claim go: the next attempt is a new request', async () => {
    const payments = slowProvider();
    const server = await serverWith(payments);
    const { username, cookie } = await customer(server, 'declined');
    const charge = payments.charge.bind(payments);
    payments.charge = async (request) =>
      payments.asked.length === 0 ? (payments.asked.push(request), { approved: false, reason: 'card declined' }) : charge(request);

    expect((await subscribe(server, username, 'silver', { cookie })).status).toBe(402);
    expect((await subscribe(server, username, 'silver', { cookie })).status).toBe(200);
    const [declined, paid] = payments.asked;
    expect(paid!.idempotencyKey).not.toBe(declined!.idempotencyKey);
  });
});
