import { newsletterMessages, toastMessages } from '@rcm/shared';
import { describeDatabase, sendJson, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe(`POST /newsletter (${describeDatabase()})`, () => {
  test('subscribing twice (in any letter case) keeps one row, and both replies are the same: nobody can ask who is on the list', async () => {
    const first = await sendJson(`${server.url}/newsletter`, 'POST', { email: 'Office@Practice.com' });
    const second = await sendJson(`${server.url}/newsletter`, 'POST', { email: ' office@practice.com ' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.text).toBe(second.text);
    expect(first.json).toEqual({ message: toastMessages.newsletterSubscribed });
    const rows = await server.app.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows.map((row) => row.email)).toEqual(['office@practice.com']);
  });

  test.each([{ email: 'office@practice.org' }, { email: 12 }, {}, { email: 'x'.repeat(2000) + '@a.com' }, { email: 'off\u0000ice@practice.com' }, { email: 'office@practice.com\u001b' }])('%p is refused with the spec message', async (body) => {
    const reply = await sendJson(`${server.url}/newsletter`, 'POST', body);
    expect(reply.status).toBe(400);
    expect(reply.json.message).toBe(newsletterMessages.email);
  });
});
