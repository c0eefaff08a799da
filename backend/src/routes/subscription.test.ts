import { cardMessages, findPackage, subscribedToPackageMessage, subscriptionMessages, toastMessages } from '@rcm/shared';
import { sampleCard } from '@rcm/shared/testing';
import { renderMailOf } from '../mail/mail-kinds';
import { defaultRateLimits } from '../config';
import { describeDatabase, sendJson, setUpTestServer, signedInCookie, SITE_ORIGIN, subscribe } from '../testing/test-server';

const CARD = sampleCard.number;
const server = setUpTestServer();

describe(`PUT /subscribtion (${describeDatabase()})`, () => {
  test('without a session it is 401', async () => {
    const reply = await subscribe(server, 'a@b.com', 'gold');
    expect(reply.status).toBe(401);
    expect(reply.json).toMatchObject({ code: 401, message: toastMessages.sessionExpired });
    const badBody = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 7, creditCard: 4111 });
    expect(badBody.status).toBe(401);
    expect(await server.dumpAllTables()).not.toContain(CARD.slice(-4));
  });

  test("for another user's username it is 403", async () => {
    const cookie = await signedInCookie(server, 'mallory@example.com');
    await signedInCookie(server, 'victim@example.com');
    const reply = await subscribe(server, 'victim@example.com', 'gold', { cookie });
    expect(reply.status).toBe(403);
    expect(reply.json.message).toBe(subscriptionMessages.username);
  });

  test('an unknown package or a bad card is 400 with its message', async () => {
    const cookie = await signedInCookie(server, 'erin@example.com');
    const unknown = await subscribe(server, 'erin@example.com', 'diamond', { cookie });
    expect(unknown).toMatchObject({ status: 400, json: { message: subscriptionMessages.package } });
    for (const creditCard of ['4111', '4242424242424241', '4242 4242 4242 4242']) {
      const badCard = await sendJson(
        `${server.url}/subscribtion`,
        'PUT',
        { username: 'erin@example.com', subscribtion: 'gold', creditCard },
        { cookie },
      );
      expect(badCard).toMatchObject({ status: 400, json: { message: cardMessages.number } });
    }
  });

  test('a foreign origin cannot change a subscription even with the cookie', async () => {
    const cookie = await signedInCookie(server, 'frank@example.com');
    const reply = await subscribe(server, 'frank@example.com', 'gold', { cookie, origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
  });

  test("accepted: only the last four digits are kept, and the server's record is what the customer holds", async () => {
    const cookie = await signedInCookie(server, 'grace@example.com');
    const reply = await subscribe(server, 'Grace@example.com', 'platinum', { cookie });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ message: subscribedToPackageMessage(findPackage('platinum')!), subscribtion: 'platinum' });

    const rows = await server.app.db.selectFrom('subscriptions').selectAll().where('username', '=', 'grace@example.com').execute();
    expect(rows).toEqual([
      expect.objectContaining({ package: 'platinum', card_last4: CARD.slice(-4), payment_reference: expect.stringMatching(/^demo_/) }),
    ]);
    expect(await server.dumpAllTables()).not.toContain(CARD);

    // The receipt: package, price, the last four digits and where to change or cancel; never the number.
    const receipt = await server.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', 'grace@example.com')
      .executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({ kind: 'subscription-receipt', status: 'pending' });
    const written = await renderMailOf(receipt.kind, JSON.parse(receipt.data));
    for (const fact of ['Platinum', '$80', `ending in ${CARD.slice(-4)}`, `${SITE_ORIGIN}/profile`]) expect(written.text).toContain(fact);
    expect(`${written.subject}${written.text}${written.html}${receipt.data}`).not.toContain(CARD.slice(0, 6));

    const customer = await fetch(`${server.url}/customer`, { headers: { cookie } });
    expect(await customer.json()).toMatchObject({ subscribtion: 'platinum' });
    // Prefs are the customer's own notes, not the record of what they pay for.
    const prefs = await fetch(`${server.url}/v1/account/prefs`, { headers: { cookie, 'x-appwrite-project': 'rcm' } });
    expect(await prefs.json()).toEqual({});
  });

  test('a JWT created from the session is accepted instead of the cookie', async () => {
    const cookie = await signedInCookie(server, 'heidi@example.com');
    const jwtReply = await sendJson(`${server.url}/v1/account/jwts`, 'POST', {}, { cookie, 'x-appwrite-project': 'rcm' });
    const jwt = jwtReply.json.jwt as string;
    const reply = await subscribe(server, 'heidi@example.com', 'silver', { 'x-appwrite-jwt': jwt });
    expect(reply.status).toBe(200);
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = [
      `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 86_400 })).toString('base64url')}.${signature}`,
      `${Buffer.from('{"typ":"JWT","alg":"none"}').toString('base64url')}.${payload}.`,
      `${header}.${payload}.${Buffer.from(Buffer.from(signature, 'base64url').map((byte, index) => (index === 0 ? byte ^ 1 : byte))).toString('base64url')}`,
    ];
    for (const token of forged) {
      const refused = await subscribe(server, 'heidi@example.com', 'silver', { 'x-appwrite-jwt': token });
      expect(refused.status).toBe(401);
    }
  });

  test('after logout the session no longer buys anything', async () => {
    const cookie = await signedInCookie(server, 'ivan@example.com');
    const logout = await fetch(`${server.url}/v1/account/sessions/current`, {
      method: 'DELETE',
      headers: { cookie, 'x-appwrite-project': 'rcm', origin: SITE_ORIGIN },
    });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('content-type')).toBeNull();
    const reply = await subscribe(server, 'ivan@example.com', 'gold', { cookie });
    expect(reply.status).toBe(401);
  });
});

describe(`PUT and DELETE /subscribtion at their edges (${describeDatabase()})`, () => {
  const put = (body: unknown, cookie?: string) => sendJson(`${server.url}/subscribtion`, 'PUT', body, cookie ? { cookie } : {});

  test('each refusal carries its Appwrite type', async () => {
    const cookie = await signedInCookie(server, 'edge.types@example.com');
    expect((await put({ username: 'edge.types@example.com', subscribtion: 'gold', creditCard: CARD })).json).toMatchObject({
      code: 401,
      type: 'user_unauthorized',
    });
    expect((await put({ username: 'someone.else@example.com', subscribtion: 'gold', creditCard: CARD }, cookie)).json).toMatchObject({
      code: 403,
      type: 'user_unauthorized',
    });
    const call = async (method: string, path: string, headers: Record<string, string> = {}) =>
      (await fetch(`${server.url}${path}`, { method, headers: { origin: SITE_ORIGIN, ...headers } })).json();
    expect(await call('DELETE', '/subscribtion')).toMatchObject({ code: 401, type: 'user_unauthorized' });
    expect(await call('GET', '/subscribtion/history')).toMatchObject({ code: 401, type: 'user_unauthorized' });
    expect(await call('GET', '/customer')).toMatchObject({ code: 401, type: 'user_unauthorized' });
    expect(await call('DELETE', '/subscribtion', { cookie })).toMatchObject({ code: 409, type: 'subscription_not_found' });
  });

  test('a body that is not an object names no username: 403, never a 500', async () => {
    const cookie = await signedInCookie(server, 'edge.body@example.com');
    for (const body of ['null', '"edge.body@example.com"', '42'])
      expect((await put(body, cookie)).json).toMatchObject({ code: 403, message: subscriptionMessages.username });
  });

  test("the username is the account's email in any letter case, with spaces around it", async () => {
    const cookie = await signedInCookie(server, 'edge.case@example.com');
    expect((await put({ username: '  Edge.Case@Example.com ', subscribtion: 'silver', creditCard: CARD }, cookie)).status).toBe(200);
  });

  test('cancelling twice mails one cancellation', async () => {
    const cookie = await signedInCookie(server, 'edge.cancel@example.com');
    expect((await put({ username: 'edge.cancel@example.com', subscribtion: 'gold', creditCard: CARD }, cookie)).status).toBe(200);
    const cancel = () => fetch(`${server.url}/subscribtion`, { method: 'DELETE', headers: { origin: SITE_ORIGIN, cookie } });
    const cancellationMails = async () =>
      (await server.app.db.selectFrom('mail_outbox').select('kind').where('recipient', '=', 'edge.cancel@example.com').execute()).filter(
        ({ kind }) => kind === 'subscription-cancellation',
      ).length;
    expect((await cancel()).status).toBe(200);
    expect(await cancellationMails()).toBe(1);
    expect((await cancel()).status).toBe(200);
    expect(await cancellationMails()).toBe(1);
  });
});

describe(`with a payment provider that declines (${describeDatabase()})`, () => {
  const declining = setUpTestServer({
    payments: {
      name: 'declines everything',
      demonstration: false,
      charge: async () => ({ approved: false, reason: 'The card was declined.' }),
      saveCard: () => Promise.reject(new Error('not asked')),
    },
  });

  test("a declined payment is 402 with the provider's reason, and records and mails nothing", async () => {
    const cookie = await signedInCookie(declining, 'declined@example.com');
    const reply = await subscribe(declining, 'declined@example.com', 'gold', { cookie });
    const rows = await declining.app.db.selectFrom('subscriptions').selectAll().execute();
    const mails = await declining.app.db.selectFrom('mail_outbox').select('kind').where('recipient', '=', 'declined@example.com').execute();
    expect(reply).toMatchObject({ status: 402, json: { type: 'payment_declined', message: 'The card was declined.' } });
    expect(rows).toEqual([]);
    expect(mails.filter(({ kind }) => kind === 'subscription-receipt')).toEqual([]);
  });
});

describe(`on a session past its recent-login time (${describeDatabase()})`, () => {
  const stale = setUpTestServer();

  test('only a password of 1 to 1,024 characters is checked', async () => {
    const cookie = await signedInCookie(stale, 'stale@example.com');
    stale.advanceClock(6 * 60);
    const body = (password: unknown) => ({ username: 'stale@example.com', subscribtion: 'gold', creditCard: CARD, password });
    const types = [];
    for (const password of [undefined, '', 'x'.repeat(1025), 7, 'x'.repeat(1024), 'plum-orbit-quarry-57']) {
      types.push((await sendJson(`${stale.url}/subscribtion`, 'PUT', body(password), { cookie })).json.type ?? 'accepted');
    }
    expect(types).toEqual([
      'user_reauthentication_required',
      'user_reauthentication_required',
      'user_reauthentication_required',
      'user_reauthentication_required',
      'user_invalid_credentials',
      'accepted',
    ]);
  });
});

describe(`with two password guesses a minute (${describeDatabase()})`, () => {
  const throttled = setUpTestServer({ rateLimits: { ...defaultRateLimits(1000), passwordReentry: { max: 2, window: 60_000 } } });

  test('on a stale session, guessing the password to pay is limited per session', async () => {
    const cookie = await signedInCookie(throttled, 'stale.guess@example.com');
    throttled.advanceClock(6 * 60);
    const types = [];
    for (let guess = 0; guess < 3; guess += 1) {
      const body = { username: 'stale.guess@example.com', subscribtion: 'gold', creditCard: CARD, password: `wrong-guess-${guess}` };
      types.push((await sendJson(`${throttled.url}/subscribtion`, 'PUT', body, { cookie })).json.type);
    }
    expect(types).toEqual(['user_invalid_credentials', 'user_invalid_credentials', 'general_rate_limit_exceeded']);
  });
});

describe(`with one payment and one cancellation a minute per address (${describeDatabase()})`, () => {
  const limited = setUpTestServer({
    trustProxy: 1,
    rateLimits: { ...defaultRateLimits(1000), subscription: { max: 1, window: 60_000 } },
  });

  test('paying and cancelling are each limited per address', async () => {
    const cookie = await signedInCookie(limited, 'limited.payer@example.com');
    const pay = (address: string) => subscribe(limited, 'limited.payer@example.com', 'gold', { cookie, 'x-forwarded-for': address });
    const cancel = (address: string) =>
      sendJson(`${limited.url}/subscribtion`, 'DELETE', undefined, { cookie, 'x-forwarded-for': address });
    expect([(await pay('198.51.100.1')).status, (await pay('198.51.100.1')).status]).toEqual([200, 429]);
    expect([(await cancel('198.51.100.2')).status, (await cancel('198.51.100.2')).status]).toEqual([200, 429]);
  });
});
