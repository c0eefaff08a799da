import { findPackage, formatSubscriptionDate, monthsBefore, subscriptionManagementMessages, toastMessages } from '@rcm/shared';
import { sampleCard } from '@rcm/shared/testing';
import { queuedMailsTo } from '../testing/outbox';
import { describeDatabase, setUpTestServer, signedInCookie, SITE_ORIGIN, subscribe } from '../testing/test-server';

const CARD = sampleCard.number;
const server = setUpTestServer();

const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function call(method: 'GET' | 'DELETE', path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { method, headers: { origin: SITE_ORIGIN, ...headers } });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function buy(cookie: string, username: string, subscribtion: string) {
  const reply = await subscribe(server, username, subscribtion, { cookie });
  expect(reply.status).toBe(200);
}

/** A new customer, logged in, who bought `subscribtion`. */
async function newSubscriber(name: string, subscribtion: string) {
  const username = unique(name);
  const cookie = await signedInCookie(server, username);
  await buy(cookie, username, subscribtion);
  return { username, cookie };
}

/** The account's subscription history, newest first, as [action, package] pairs. */
async function historyOf(cookie: string) {
  const { entries } = (await call('GET', '/subscribtion/history', { cookie })).json as {
    entries: Array<{ action: string; package: string }>;
  };
  return entries.map((entry) => [entry.action, entry.package]);
}

/** What GET /customer says of the session's account. */
const customerOf = async (cookie: string) => (await fetch(`${server.url}/customer`, { headers: { cookie } })).json();

/** Moves every subscription row of `username` `months` months into the past. */
async function age(username: string, months: number) {
  const rows = await server.app.db
    .selectFrom('subscriptions')
    .select(['id', 'created_at', 'cancelled_at', 'paid_until'])
    .where('username', '=', username)
    .execute();
  const back = (at: string) => (at ? monthsBefore(new Date(at), months).toISOString().replace('Z', '+00:00') : at);
  for (const row of rows) {
    await server.app.db
      .updateTable('subscriptions')
      .set({ created_at: back(row.created_at), cancelled_at: back(row.cancelled_at), paid_until: back(row.paid_until) })
      .where('id', '=', row.id)
      .execute();
  }
}

describe(`subscription changes, cancellation and history (${describeDatabase()})`, () => {
  test('guests are told to log in again', async () => {
    for (const [method, path] of [
      ['DELETE', '/subscribtion'],
      ['GET', '/subscribtion/history'],
    ] as const) {
      const reply = await call(method, path);
      expect(reply).toMatchObject({ status: 401, json: { message: toastMessages.sessionExpired } });
    }
  });

  test('cancelling with no package is 409 with its message', async () => {
    const cookie = await signedInCookie(server, unique('nobody'));
    expect(await call('DELETE', '/subscribtion', { cookie })).toMatchObject({
      status: 409,
      json: { message: subscriptionManagementMessages.nothingToCancel },
    });
    expect(await call('GET', '/subscribtion/history', { cookie })).toEqual({ status: 200, json: { entries: [] } });
  });

  test('a foreign origin cannot cancel even with the cookie', async () => {
    const { cookie } = await newSubscriber('origin', 'gold');
    expect((await call('DELETE', '/subscribtion', { cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect(await customerOf(cookie)).toMatchObject({
      subscribtion: 'gold',
      cancelled: false,
    });
  });

  test("change, cancel, history: the server's record, with a receipt and a cancellation mail", async () => {
    const { username, cookie } = await newSubscriber('ivy', 'gold');
    await buy(cookie, username, 'platinum');

    const summary = await customerOf(cookie);
    expect(summary).toMatchObject({ subscribtion: 'platinum', cancelled: false, paid_until: expect.stringMatching(/^\d{4}-/) });
    const [latest] = await server.app.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('username', '=', username)
      .orderBy('id', 'desc')
      .execute();
    const until = new Date(latest!.created_at);
    until.setUTCMonth(until.getUTCMonth() + 1);
    expect(new Date(summary.paid_until as string).getTime()).toBe(until.getTime());
    expect(latest).toMatchObject({ package: 'platinum', monthly_price_usd: 80, cancelled_at: '' });

    const cancelled = await call('DELETE', '/subscribtion', { cookie });
    expect(cancelled).toEqual({
      status: 200,
      json: {
        message: subscriptionManagementMessages.cancelled('Platinum', formatSubscriptionDate(until)),
        subscribtion: 'platinum',
        paid_until: summary.paid_until,
      },
    });
    // Until the end of the paid month the package stays, marked cancelled.
    expect(await customerOf(cookie)).toMatchObject({
      subscribtion: 'platinum',
      cancelled: true,
      paid_until: summary.paid_until,
    });

    // Cancelling again changes nothing and mails nothing more.
    expect((await call('DELETE', '/subscribtion', { cookie })).status).toBe(200);
    const mails = await queuedMailsTo(server.app.db, username);
    expect(mails.map((mail) => mail.kind)).toEqual(['subscription-receipt', 'subscription-receipt', 'subscription-cancellation']);
    const cancellation = mails[2]!;
    for (const fact of ['Platinum', `Stays until: ${formatSubscriptionDate(until)}`, `${SITE_ORIGIN}/profile`, 'not refunded'])
      expect(cancellation.text).toContain(fact);
    expect(mails[1]!.text).toContain(`Paid until: ${formatSubscriptionDate(until)}`);

    const history = await call('GET', '/subscribtion/history', { cookie });
    expect(history.status).toBe(200);
    expect(history.json.entries).toEqual([
      expect.objectContaining({
        action: 'cancelled',
        package: 'platinum',
        monthly_price_usd: 80,
        card_last4: CARD.slice(-4),
        paid_until: summary.paid_until,
      }),
      expect.objectContaining({ action: 'changed', package: 'platinum', monthly_price_usd: 80, card_last4: CARD.slice(-4) }),
      expect.objectContaining({ action: 'subscribed', package: 'gold', monthly_price_usd: findPackage('gold')!.monthlyPriceUsd }),
    ]);
  });

  test('after the paid month a cancelled package is gone; history stays; subscribing again is a new subscription', async () => {
    const { username, cookie } = await newSubscriber('jude', 'silver');
    expect((await call('DELETE', '/subscribtion', { cookie })).status).toBe(200);
    await age(username, 2);
    expect(await customerOf(cookie)).toMatchObject({
      subscribtion: 'none',
      cancelled: false,
      paid_until: '',
    });
    expect((await call('DELETE', '/subscribtion', { cookie })).status).toBe(409);

    await buy(cookie, username, 'gold');
    expect(await historyOf(cookie)).toEqual([
      ['subscribed', 'gold'],
      ['cancelled', 'silver'],
      ['subscribed', 'silver'],
    ]);
  });

  test('a package not cancelled stays past its first month (no renewal charge is taken by this server)', async () => {
    const { username, cookie } = await newSubscriber('kai', 'gold');
    await age(username, 3);
    expect(await customerOf(cookie)).toMatchObject({
      subscribtion: 'gold',
      cancelled: false,
    });
  });

  test('a cancelled package still running can be changed: the new one runs on', async () => {
    const { username, cookie } = await newSubscriber('lee', 'gold');
    await call('DELETE', '/subscribtion', { cookie });
    await buy(cookie, username, 'silver');
    expect(await customerOf(cookie)).toMatchObject({
      subscribtion: 'silver',
      cancelled: false,
    });
    expect(await historyOf(cookie)).toEqual([
      ['changed', 'silver'],
      ['cancelled', 'gold'],
      ['subscribed', 'gold'],
    ]);
  });

  test('a customer cancels and reads only their own subscription', async () => {
    const victim = unique('victim');
    const mallory = unique('mallory');
    const victimCookie = await signedInCookie(server, victim);
    const malloryCookie = await signedInCookie(server, mallory);
    await buy(victimCookie, victim, 'platinum');

    // Mallory holds nothing: her cancel touches nothing of the victim's, her history shows nothing of it.
    expect((await call('DELETE', '/subscribtion', { cookie: malloryCookie })).status).toBe(409);
    expect(await call('GET', '/subscribtion/history', { cookie: malloryCookie })).toEqual({ status: 200, json: { entries: [] } });
    await buy(malloryCookie, mallory, 'silver');
    expect((await call('DELETE', '/subscribtion', { cookie: malloryCookie })).status).toBe(200);

    expect(await customerOf(victimCookie)).toMatchObject({
      subscribtion: 'platinum',
      cancelled: false,
    });
    const victimRows = await server.app.db
      .selectFrom('subscriptions')
      .select(['package', 'cancelled_at'])
      .where('username', '=', victim)
      .execute();
    expect(victimRows).toEqual([{ package: 'platinum', cancelled_at: '' }]);
    expect((await queuedMailsTo(server.app.db, victim)).map((mail) => mail.kind)).toEqual(['subscription-receipt']);
    const malloryHistory = (await call('GET', '/subscribtion/history', { cookie: malloryCookie })).json.entries as Array<{
      package: string;
    }>;
    expect(malloryHistory.map((entry) => entry.package)).toEqual(['silver', 'silver']);
  });
});
