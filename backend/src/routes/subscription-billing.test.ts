import { billingMessages, formatSubscriptionDate, paidUntil, type SubscriptionHistoryEntry } from '@rcm/shared';
import type { ChargeRequest, PaymentProvider } from '../payments/payment-provider';
import { createDemoPaymentProvider } from '../payments/demo-payment-provider';
import { queuedMailsTo } from '../testing/outbox';
import {
  describeDatabase,
  loggedInCookie,
  sendJson,
  setUpTestServer,
  signedInCookie,
  SITE_ORIGIN,
  subscribe,
  type TestServer,
} from '../testing/test-server';

/** The demo provider, noting what it was asked to charge. */
function countingProvider(): PaymentProvider & { asked: ChargeRequest[] } {
  const demo = createDemoPaymentProvider();
  const asked: ChargeRequest[] = [];
  return {
    name: 'counting',
    demonstration: demo.demonstration,
    asked,
    charge: (request) => {
      asked.push(request);
      return demo.charge(request);
    },
    saveCard: (request) => demo.saveCard(request),
  };
}

const payments = countingProvider();
const server = setUpTestServer({ payments });
const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function customer(on: TestServer, name: string) {
  const username = unique(name);
  return { username, cookie: await signedInCookie(on, username) };
}

const get = async (on: TestServer, path: string, cookie?: string) => {
  const response = await fetch(`${on.url}${path}`, { headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) } });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};
const quote = (on: TestServer, cookie: string, subscribtion: string) => get(on, `/subscribtion/quote?subscribtion=${subscribtion}`, cookie);
const history = async (on: TestServer, cookie: string) =>
  (await get(on, '/subscribtion/history', cookie)).json.entries as SubscriptionHistoryEntry[];
const post = (on: TestServer, path: string, cookie: string) => sendJson(`${on.url}${path}`, 'POST', {}, { cookie });
const rowsOf = (on: TestServer, table: 'charges' | 'subscriptions', username: string) =>
  on.app.db
    .selectFrom(table)
    .selectAll()
    .where('user_id', '=', on.app.db.selectFrom('users').select('id').where('email', '=', username))
    .execute();

describe(`choosing the package held (BILL-1, ${describeDatabase()})`, () => {
  test('running, it is quoted as nothing to pay and a charge is refused: no charge, no receipt, no history entry', async () => {
    const { username, cookie } = await customer(server, 'same');
    expect((await subscribe(server, username, 'silver', { cookie })).status).toBe(200);
    const [row] = await rowsOf(server, 'subscriptions', username);
    const asked = payments.asked.length;

    expect(await quote(server, cookie, 'silver')).toEqual({
      status: 200,
      json: expect.objectContaining({ kind: 'same', subscribtion: 'silver', charge_cents: 0, paid_until: row!.paid_until }),
    });
    const again = await subscribe(server, username, 'silver', { cookie });
    expect(again).toMatchObject({
      status: 409,
      json: {
        type: 'subscription_already_held',
        message: billingMessages.alreadyHeldRefusal('Silver', formatSubscriptionDate(row!.paid_until)),
      },
    });
    expect(payments.asked.length).toBe(asked);
    expect(await rowsOf(server, 'charges', username)).toHaveLength(1);
    expect((await queuedMailsTo(server.app.db, username)).map((mail) => mail.kind)).toEqual(['subscription-receipt']);
    expect((await history(server, cookie)).map((entry) => entry.action)).toEqual(['subscribed']);
  });

  test('two payments for the same package at once (two tabs) charge once', async () => {
    const { username, cookie } = await customer(server, 'two.tabs');
    const asked = payments.asked.length;
    const replies = await Promise.all([1, 2, 3].map(() => subscribe(server, username, 'gold', { cookie })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
    expect(payments.asked.length).toBe(asked + 1);
    expect(await rowsOf(server, 'charges', username)).toHaveLength(1);
    expect((await queuedMailsTo(server.app.db, username)).map((mail) => mail.kind)).toEqual(['subscription-receipt']);
  });

  test('cancelled but paid up, it is resumed for free: no charge, no receipt, "Resumed" in the history', async () => {
    const { username, cookie } = await customer(server, 'resume');
    expect((await subscribe(server, username, 'gold', { cookie })).status).toBe(200);
    expect((await sendJson(`${server.url}/subscribtion`, 'DELETE', undefined, { cookie })).status).toBe(200);
    const [row] = await rowsOf(server, 'subscriptions', username);
    const asked = payments.asked.length;

    expect((await quote(server, cookie, 'gold')).json).toMatchObject({ kind: 'resume', charge_cents: 0, paid_until: row!.paid_until });
    expect((await subscribe(server, username, 'gold', { cookie })).json).toMatchObject({ type: 'subscription_already_held' });
    const resumed = await post(server, '/subscribtion/resume', cookie);
    expect(resumed).toMatchObject({
      status: 200,
      json: {
        message: billingMessages.resumed('Gold', formatSubscriptionDate(row!.paid_until)),
        subscribtion: 'gold',
        paid_until: row!.paid_until,
      },
    });
    expect((await get(server, '/customer', cookie)).json).toMatchObject({
      subscribtion: 'gold',
      cancelled: false,
      paid_until: row!.paid_until,
    });
    expect(payments.asked.length).toBe(asked);
    expect(await rowsOf(server, 'charges', username)).toHaveLength(1);
    expect((await queuedMailsTo(server.app.db, username)).map((mail) => mail.kind)).toEqual([
      'subscription-receipt',
      'subscription-cancellation',
    ]);
    expect((await history(server, cookie)).map((entry) => [entry.action, entry.charged_cents])).toEqual([
      ['resumed', 0],
      ['cancelled', 0],
      ['subscribed', 5000],
    ]);
    // Nothing left to resume; running again, it is the package held.
    expect(await post(server, '/subscribtion/resume', cookie)).toMatchObject({
      status: 409,
      json: { message: billingMessages.nothingToResume },
    });
    expect((await quote(server, cookie, 'gold')).json).toMatchObject({ kind: 'same' });
    // And it can be cancelled again.
    expect((await sendJson(`${server.url}/subscribtion`, 'DELETE', undefined, { cookie })).status).toBe(200);
    expect((await history(server, cookie)).map((entry) => entry.action)).toEqual(['cancelled', 'resumed', 'cancelled', 'subscribed']);
  });

  test('with no package there is nothing to resume; a guest is told to log in', async () => {
    const { cookie } = await customer(server, 'none');
    expect(await post(server, '/subscribtion/resume', cookie)).toMatchObject({
      status: 409,
      json: { type: 'subscription_not_found', message: billingMessages.nothingToResume },
    });
    expect(await sendJson(`${server.url}/subscribtion/resume`, 'POST', {})).toMatchObject({
      status: 401,
      json: { type: 'user_unauthorized' },
    });
  });
});

describe(`changing package while one is paid up (BILL-2, ${describeDatabase()})`, () => {
  test('Silver → Gold on the day of purchase: the whole Silver month is credited; quote, charge, receipt and history agree', async () => {
    const { username, cookie } = await customer(server, 'upgrade');
    expect((await subscribe(server, username, 'silver', { cookie })).status).toBe(200);
    const offered = (await quote(server, cookie, 'gold')).json;
    expect(offered).toMatchObject({
      kind: 'change',
      from: 'silver',
      price_cents: 5000,
      credit_cents: 2000,
      charge_cents: 3000,
      extra_days: 0,
    });

    expect((await subscribe(server, username, 'gold', { cookie })).status).toBe(200);
    expect(payments.asked.at(-1)).toMatchObject({ packageId: 'gold', amountCents: 3000 });
    const [, gold] = await rowsOf(server, 'subscriptions', username);
    const [, charge] = await rowsOf(server, 'charges', username);
    expect(charge).toMatchObject({ kind: 'change', from_package: 'silver', price_cents: 5000, credit_cents: 2000, amount_cents: 3000 });
    expect(charge!.period_start).toBe(gold!.created_at);
    expect(gold!.paid_until).toBe(charge!.period_end);
    expect(new Date(gold!.paid_until).getTime()).toBe(paidUntil(new Date(gold!.created_at)).getTime());

    const receipt = (await queuedMailsTo(server.app.db, username))[1]!;
    const until = formatSubscriptionDate(gold!.paid_until);
    for (const fact of [
      'Change: Silver → Gold',
      `${billingMessages.credit(offered.credit_days as number, 'Silver')}: $20.00`,
      'Charged today: $30.00',
      `Paid until: ${until}`,
    ])
      expect(receipt.text).toContain(fact);
    expect((await history(server, cookie))[0]).toMatchObject({
      action: 'changed',
      package: 'gold',
      from_package: 'silver',
      credit_cents: 2000,
      charged_cents: 3000,
      paid_until: gold!.paid_until,
    });
  });

  test('an early downgrade charges nothing (the provider is not asked) and the surplus lengthens the new month', async () => {
    const { username, cookie } = await customer(server, 'downgrade');
    expect((await subscribe(server, username, 'gold', { cookie })).status).toBe(200);
    const asked = payments.asked.length;
    const offered = (await quote(server, cookie, 'silver')).json;
    expect(offered).toMatchObject({ kind: 'change', credit_cents: 5000, charge_cents: 0 });
    expect(offered.extra_days).toBeGreaterThanOrEqual(42);

    expect((await subscribe(server, username, 'silver', { cookie })).status).toBe(200);
    expect(payments.asked.length).toBe(asked);
    const [, silver] = await rowsOf(server, 'subscriptions', username);
    const [, charge] = await rowsOf(server, 'charges', username);
    expect(charge).toMatchObject({ amount_cents: 0, credit_cents: 5000, payment_reference: '', card_last4: '4242' });
    const expected = paidUntil(new Date(silver!.created_at)).getTime() + (offered.extra_days as number) * 86_400_000;
    expect(new Date(silver!.paid_until).getTime()).toBe(expected);
    expect((await get(server, '/customer', cookie)).json).toMatchObject({ subscribtion: 'silver', paid_until: silver!.paid_until });
    const receipt = (await queuedMailsTo(server.app.db, username))[1]!;
    expect(receipt.text).toContain('Charged today: $0.00');
    expect(receipt.text).toContain(`Paid until: ${formatSubscriptionDate(silver!.paid_until)}`);
  });

  test('a cancelled package still paid up, changed for another: credited, and the new one runs on', async () => {
    const { username, cookie } = await customer(server, 'cancelled.change');
    expect((await subscribe(server, username, 'platinum', { cookie })).status).toBe(200);
    expect((await sendJson(`${server.url}/subscribtion`, 'DELETE', undefined, { cookie })).status).toBe(200);
    expect((await quote(server, cookie, 'gold')).json).toMatchObject({
      kind: 'change',
      from: 'platinum',
      credit_cents: 8000,
      charge_cents: 0,
    });
    expect((await subscribe(server, username, 'gold', { cookie })).status).toBe(200);
    expect((await get(server, '/customer', cookie)).json).toMatchObject({ subscribtion: 'gold', cancelled: false });
    expect((await history(server, cookie)).map((entry) => [entry.action, entry.package, entry.from_package])).toEqual([
      ['changed', 'gold', 'platinum'],
      ['cancelled', 'platinum', ''],
      ['subscribed', 'platinum', ''],
    ]);
  });

  test('the quote takes one of the packages, for a signed-in customer only', async () => {
    const { cookie } = await customer(server, 'quote.rules');
    expect((await quote(server, cookie, 'gold')).json).toMatchObject({ kind: 'new', charge_cents: 5000, credit_cents: 0 });
    for (const path of ['/subscribtion/quote?subscribtion=diamond', '/subscribtion/quote', '/subscribtion/quote?subscribtion=gold&x=1'])
      expect((await get(server, path, cookie)).status).toBe(400);
    expect((await get(server, '/subscribtion/quote?subscribtion=gold')).status).toBe(401);
  });
});

describe(`on the last day of the paid month (${describeDatabase()})`, () => {
  const clocked = setUpTestServer();

  test('nothing is credited: the change charges the full price', async () => {
    const { username, cookie } = await customer(clocked, 'last.day');
    expect((await subscribe(clocked, username, 'silver', { cookie })).status).toBe(200);
    const [row] = await rowsOf(clocked, 'subscriptions', username);
    const end = new Date(row!.paid_until).getTime();
    const midnight = end - (end % 86_400_000);
    // Somewhere on the paid month's last date, before it ends.
    const target = midnight + Math.min(3_600_000, Math.floor((end - midnight) / 2));
    clocked.advanceClock((target - clocked.app.clock().getTime()) / 1000);
    const fresh = await loggedInCookie(clocked, username);
    expect((await quote(clocked, fresh, 'gold')).json).toMatchObject({
      kind: 'change',
      credit_days: 0,
      credit_cents: 0,
      charge_cents: 5000,
    });
    expect((await quote(clocked, fresh, 'silver')).json).toMatchObject({ kind: 'same' });
  });
});
