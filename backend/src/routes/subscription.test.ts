import { cardMessages, findPackage, subscribedToPackageMessage, subscriptionMessages, toastMessages } from '@rcm/shared';
import { sampleCard } from '@rcm/shared/testing';
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
    const badCard = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'erin@example.com', subscribtion: 'gold', creditCard: '4111' }, { cookie });
    expect(badCard).toMatchObject({ status: 400, json: { message: cardMessages.number } });
  });

  test('a foreign origin cannot change a subscription even with the cookie', async () => {
    const cookie = await signedInCookie(server, 'frank@example.com');
    const reply = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'frank@example.com', subscribtion: 'gold', creditCard: CARD }, { cookie, origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
  });

  test('accepted: only the last four digits are kept, and the user\'s subscribtion pref changes', async () => {
    const cookie = await signedInCookie(server, 'grace@example.com');
    const reply = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'Grace@example.com', subscribtion: 'platinum', creditCard: CARD }, { cookie });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ message: subscribedToPackageMessage(findPackage('platinum')!), subscribtion: 'platinum' });

    const rows = await server.app.db.selectFrom('subscriptions').selectAll().where('username', '=', 'grace@example.com').execute();
    expect(rows).toEqual([expect.objectContaining({ package: 'platinum', card_last4: CARD.slice(-4) })]);
    expect(await server.dumpAllTables()).not.toContain(CARD);

    const account = await fetch(`${server.url}/v1/account/prefs`, { headers: { cookie, 'x-appwrite-project': 'rcm' } });
    expect(await account.json()).toMatchObject({ subscribtion: 'platinum' });
  });

  test('a JWT created from the session is accepted instead of the cookie', async () => {
    const cookie = await signedInCookie(server, 'heidi@example.com');
    const jwtReply = await sendJson(`${server.url}/v1/account/jwts`, 'POST', {}, { cookie, 'x-appwrite-project': 'rcm' });
    const jwt = jwtReply.json.jwt as string;
    const reply = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'heidi@example.com', subscribtion: 'silver', creditCard: CARD }, { 'x-appwrite-jwt': jwt });
    expect(reply.status).toBe(200);
    const tampered = `${jwt.slice(0, -2)}xx`;
    const refused = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'heidi@example.com', subscribtion: 'silver', creditCard: CARD }, { 'x-appwrite-jwt': tampered });
    expect(refused.status).toBe(401);
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
