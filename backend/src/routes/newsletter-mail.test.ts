import { newsletterTexts } from '@rcm/shared';
import { linksIn } from '@rcm/shared/testing';
import { defaultMailOptions } from '../config';
import { startTestMailServer, type TestMailServer } from '../testing/mail-server';
import { describeDatabase, sendJson, SITE_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';

/** The newsletter's mails through a real mail server: what a reader's mail provider receives. */
let mailServer: TestMailServer;
let server: TestServer;
const API_URL = 'https://api.clinic.example';

beforeAll(async () => {
  mailServer = await startTestMailServer();
  server = await startTestServer({
    mail: { ...defaultMailOptions, smtpUrl: mailServer.smtpUrl, siteUrl: SITE_ORIGIN, apiUrl: API_URL },
    mailWorker: { pollMs: 50 },
  });
});
afterAll(async () => {
  await server.close();
  await mailServer.close();
});

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

test(`the confirmation mail arrives with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) and a visible unsubscribe link, and the one-click POST works (${describeDatabase()})`, async () => {
  const address = 'reader@clinic.com';
  expect((await sendJson(`${server.url}/newsletter`, 'POST', { email: address })).status).toBe(200);
  const mail = await mailServer.waitFor((candidate) => candidate.recipients.includes(address));
  expect(mail.subject).toMatch(/Confirm your subscription/);
  expect(header(mail.headers['list-unsubscribe-post'])).toBe('List-Unsubscribe=One-Click');
  const oneClick = /<([^>]+)>/.exec(header(mail.headers['list-unsubscribe']).replace(/\s+/g, ''))?.[1] ?? '';
  expect(oneClick).toMatch(new RegExp(`^${API_URL.replace(/\./g, '\\.')}/newsletter/unsubscribe\\?token=[\\w-]{43}$`));
  const token = new URL(oneClick).searchParams.get('token');
  const links = linksIn(mail);
  expect(links).toContain(`${SITE_ORIGIN}/newsletter/unsubscribe?token=${token}`);
  expect(links.some((link) => link.startsWith(`${SITE_ORIGIN}/newsletter/confirm?token=`))).toBe(true);
  expect(mail.text).toContain(`${SITE_ORIGIN}/newsletter/unsubscribe?token=${token}`);

  const reply = await fetch(`${server.url}${new URL(oneClick).pathname}${new URL(oneClick).search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(await reply.json()).toEqual({ message: newsletterTexts.unsubscribed });
  expect(
    await server.app.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', address).executeTakeFirst(),
  ).toBeUndefined();
});
