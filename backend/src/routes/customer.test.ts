import { sampleCard } from '@rcm/shared/testing';
import { describeDatabase, sendJson, signedInCookie, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe(`GET /customer (${describeDatabase()})`, () => {
  test('a guest is told to log in', async () => {
    const reply = await fetch(`${server.url}/customer`);
    expect(reply.status).toBe(401);
  });

  test('a new customer has no package and an RC score the server drew once, 0 to 99', async () => {
    const cookie = await signedInCookie(server, 'new.customer@example.com');
    const first = (await (await fetch(`${server.url}/customer`, { headers: { cookie } })).json()) as { subscribtion: string; rc_score: number };
    expect(first.subscribtion).toBe('none');
    expect(Number.isInteger(first.rc_score) && first.rc_score >= 0 && first.rc_score <= 99).toBe(true);
    const again = await (await fetch(`${server.url}/customer`, { headers: { cookie } })).json();
    expect(again).toEqual(first);
  });

  test('the package is the latest subscription the customer paid for, whatever anyone wrote to prefs', async () => {
    const cookie = await signedInCookie(server, 'payer@example.com');
    for (const subscribtion of ['silver', 'platinum']) {
      const paid = await sendJson(`${server.url}/subscribtion`, 'PUT', { username: 'payer@example.com', subscribtion, creditCard: sampleCard.number }, { cookie });
      expect(paid.status).toBe(200);
    }
    const forged = await sendJson(`${server.url}/v1/account/prefs`, 'PATCH', { prefs: { subscribtion: 'gold' } }, { cookie, 'x-appwrite-project': 'rcm' });
    expect(forged.status).toBe(400);
    expect(await (await fetch(`${server.url}/customer`, { headers: { cookie } })).json()).toMatchObject({ subscribtion: 'platinum' });
  });
});
