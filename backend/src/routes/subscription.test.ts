import { cardMessages, findPackage, subscribedToPackageMessage, subscriptionMessages, toastMessages } from '@rcm/shared';
import { sampleCard } from '@rcm/shared/testing';
import { renderMailOf } from '../mail/mail-kinds';
import { describeDatabase, sendJson, signedInCookie, SITE_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';

const CARD = sampleCard.number;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe(`PUT /subscribtion (${describeDatabase()})`, () => {
  test('without a session it is 401', async () => {
    const reply = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'a@b.com', subscribtion: 'gold', creditCard: CARD });
    expect(reply.status).toBe(401);
    expect(reply.json).toMatchObject({ code: 401, message: toastMessages.sessionExpired });
    const badBody = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 7, creditCard: 4111 });
    expect(badBody.status).toBe(401);
    expect(await server.dumpAllTables()).not.toContain(CARD.slice(-4));
  });

  test('for another user\'s username it is 403', async () => {
    const cookie = await signedInCookie(server, 'mallory@example.com');
    await signedInCookie(server, 'victim@example.com');
    const reply = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'victim@example.com', subscribtion: 'gold', creditCard: CARD }, { cookie });
    expect(reply.status).toBe(403);
    expect(reply.json.message).toBe(subscriptionMessages.username);
  });

  test('an unknown package or a bad card is 400 with its message', async () => {
    const cookie = await signedInCookie(server, 'erin@example.com');
    const unknown = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'erin@example.com', subscribtion: 'diamond', creditCard: CARD }, { cookie });
    expect(unknown).toMatchObject({ status: 400, json: { message: subscriptionMessages.package } });
    for (const creditCard of ['4111', '4242424242424241', '4242 4242 4242 4242']) {
      const badCard = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'erin@example.com', subscribtion: 'gold', creditCard }, { cookie });
      expect(badCard).toMatchObject({ status: 400, json: { message: cardMessages.number } });
    }
  });

  test('a foreign origin cannot change a subscription even with the cookie', async () => {
    const cookie = await signedInCookie(server, 'frank@example.com');
    const reply = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'frank@example.com', subscribtion: 'gold', creditCard: CARD }, { cookie, origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
  });

  test('accepted: only the last four digits are kept, and the server\'s record is what the customer holds', async () => {
    const cookie = await signedInCookie(server, 'grace@example.com');
    const reply = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'Grace@example.com', subscribtion: 'platinum', creditCard: CARD }, { cookie });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ message: subscribedToPackageMessage(findPackage('platinum')!), subscribtion: 'platinum' });

    const rows = await server.app.db.selectFrom('subscriptions').selectAll().where('username', '=', 'grace@example.com').execute();
    expect(rows).toEqual([expect.objectContaining({ package: 'platinum', card_last4: CARD.slice(-4), payment_reference: expect.stringMatching(/^demo_/) })]);
    expect(await server.dumpAllTables()).not.toContain(CARD);

    // The receipt: package, price, the last four digits and where to change or cancel; never the number.
    const receipt = await server.app.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', 'grace@example.com').executeTakeFirstOrThrow();
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
    const reply = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'heidi@example.com', subscribtion: 'silver', creditCard: CARD }, { 'x-appwrite-jwt': jwt });
    expect(reply.status).toBe(200);
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = [
      `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 86_400 })).toString('base64url')}.${signature}`,
      `${Buffer.from('{"typ":"JWT","alg":"none"}').toString('base64url')}.${payload}.`,
      `${header}.${payload}.${Buffer.from(Buffer.from(signature, 'base64url').map((byte, index) => (index === 0 ? byte ^ 1 : byte))).toString('base64url')}`,
    ];
    for (const token of forged) {
      const refused = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'heidi@example.com', subscribtion: 'silver', creditCard: CARD }, { 'x-appwrite-jwt': token });
      expect(refused.status).toBe(401);
    }
  });

  test('after logout the session no longer buys anything', async () => {
    const cookie = await signedInCookie(server, 'ivan@example.com');
    const logout = await fetch(`${server.url}/v1/account/sessions/current`, { method: 'DELETE', headers: { cookie, 'x-appwrite-project': 'rcm', origin: SITE_ORIGIN } });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('content-type')).toBeNull();
    const reply = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'ivan@example.com', subscribtion: 'gold', creditCard: CARD }, { cookie });
    expect(reply.status).toBe(401);
  });
});
