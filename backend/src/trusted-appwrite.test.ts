import { sampleCard } from '@rcm/shared/testing';
import { sendJson, signedInCookie, startTestServer, type TestServer } from './testing/test-server';

/**
 * Production mode by configuration alone: the pages log in to an Appwrite project and the site's
 * backend trusts that Appwrite to say whose JWT it is. A second instance of this backend plays
 * the Appwrite project.
 */
describe('PUT /subscribtion trusting an external Appwrite', () => {
  let appwrite: TestServer;
  let site: TestServer;
  const project = { 'x-appwrite-project': 'rcm' };

  beforeAll(async () => {
    appwrite = await startTestServer();
    site = await startTestServer({ trustedAppwrite: { endpoint: `${appwrite.url}/v1`, projectId: 'rcm' } });
  });
  afterAll(async () => {
    await site.close();
    await appwrite.close();
  });

  async function jwtFor(email: string): Promise<{ jwt: string; userId: string }> {
    const cookie = await signedInCookie(appwrite, email);
    const { json } = await sendJson(`${appwrite.url}/v1/account/jwts`, 'POST', {}, { cookie, ...project });
    const account = (await (await fetch(`${appwrite.url}/v1/account`, { headers: { cookie, ...project } })).json()) as { $id: string };
    return { jwt: json.jwt as string, userId: account.$id };
  }

  test('a JWT from the Appwrite project buys a package; the subscription is kept in the site\'s database', async () => {
    const { jwt, userId } = await jwtFor('cloud@example.com');
    const reply = await sendJson(`${site.url}/subscribtion`, 'PUT', { username: 'cloud@example.com', subscribtion: 'gold', creditCard: sampleCard.number }, { 'x-appwrite-jwt': jwt });
    expect(reply.status).toBe(200);
    const rows = await site.app.db.selectFrom('subscriptions').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ user_id: userId, username: 'cloud@example.com', package: 'gold', card_last4: sampleCard.number.slice(-4) })]);
    expect(await site.dumpAllTables()).not.toContain(sampleCard.number);
  });

  test('no JWT, a forged one, or someone else\'s username is refused', async () => {
    const body = { username: 'other@example.com', subscribtion: 'silver', creditCard: sampleCard.number };
    expect((await sendJson(`${site.url}/subscribtion`, 'PUT', body)).status).toBe(401);
    expect((await sendJson(`${site.url}/subscribtion`, 'PUT', body, { 'x-appwrite-jwt': 'eyJ.forged.token' })).status).toBe(401);
    const { jwt } = await jwtFor('honest@example.com');
    expect((await sendJson(`${site.url}/subscribtion`, 'PUT', body, { 'x-appwrite-jwt': jwt })).status).toBe(403);
  });
});
