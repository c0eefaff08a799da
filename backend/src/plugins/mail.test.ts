import { defaultMailOptions } from '../config';
import { capturedLogs } from '../testing/captured-logs';
import { startTestServer } from '../testing/test-server';
import { messageDomainOf } from './mail';

test.each([
  ['Clarity RCM <no-reply@clarityrcm.com>', 'clarityrcm.com'],
  ['no-reply@clarityrcm.com', 'clarityrcm.com'],
  ['Clarity RCM <no-reply@ mail.clarityrcm.com >', 'mail.clarityrcm.com'],
  // Without a domain (a local setup's bare name), the conventional stand-in.
  ['postmaster', 'localhost'],
  ['Clarity RCM <>', 'localhost'],
  ['Clarity RCM <postmaster@>', 'localhost'],
])('Message-IDs are made in the domain of the From address, however it is written: %p gives %p', (from, domain) => {
  expect(messageDomainOf(from)).toBe(domain);
});

test('the links in mails are made from the site and API addresses without their trailing slashes', async () => {
  const server = await startTestServer({
    mail: { ...defaultMailOptions, siteUrl: 'https://www.clarityrcm.com//', apiUrl: 'https://api.clarityrcm.com/v//' },
  });
  try {
    expect(server.app.mail.siteUrl).toBe('https://www.clarityrcm.com');
    expect(server.app.mail.apiUrl).toBe('https://api.clarityrcm.com/v');
  } finally {
    await server.close();
  }
});

test('without SMTP_URL the server says at start that mails wait in the outbox', async () => {
  const logs = capturedLogs();
  const server = await startTestServer({
    logger: { level: 'warn', stream: logs.stream },
    mail: { ...defaultMailOptions, siteUrl: 'https://www.clarityrcm.com', apiUrl: 'https://api.clarityrcm.com' },
  });
  try {
    expect(logs.text()).toContain('SMTP_URL is not set: mails wait in the outbox (table mail_outbox) until a mail server is configured');
  } finally {
    await server.close();
  }
});
