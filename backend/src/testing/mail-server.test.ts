import nodemailer, { type Mail } from 'nodemailer';
import { linksIn, mailHeader } from '@rcm/shared/testing';
import { startTestMailServer, type TestMailServer } from './mail-server';

/** The test mail server the outbox tests send to: it receives over SMTP, goes down and comes back. */
let mail: TestMailServer;

beforeAll(async () => {
  mail = await startTestMailServer();
});

afterAll(async () => {
  await mail?.close();
});

const send = (transport: Mail, subject: string, to = 'maria@riversideclinic.com') =>
  transport.sendMail({
    from: 'Clarity RCM <no-reply@clarityrcm.com>',
    to,
    bcc: 'audit@clarityrcm.com',
    subject,
    text: 'Confirm here: https://clarityrcm.com/newsletter/confirm?token=abc.',
    html: '<p><a href="https://clarityrcm.com/newsletter/confirm?token=abc&amp;list=news">Confirm</a></p>',
    headers: {
      'List-Unsubscribe': '<https://clarityrcm.com/newsletter/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });

test('a mail sent over SMTP comes back with its headers, text, HTML and links', async () => {
  const transport = nodemailer.createTransport(mail.smtpUrl);
  const info = await send(transport, 'Please confirm your subscription');
  transport.close();

  const received = await mail.waitFor((m) => m.messageId === info.messageId);
  expect(received.subject).toBe('Please confirm your subscription');
  expect(received.from).toEqual([{ address: 'no-reply@clarityrcm.com', name: 'Clarity RCM' }]);
  expect(received.to.map((a) => a.address)).toEqual(['maria@riversideclinic.com']);
  expect(received.recipients).toEqual(expect.arrayContaining(['maria@riversideclinic.com', 'audit@clarityrcm.com']));
  expect(received.text).toContain('https://clarityrcm.com/newsletter/confirm?token=abc');
  expect(mailHeader(received, 'List-Unsubscribe')).toBe('<https://clarityrcm.com/newsletter/unsubscribe?token=abc>');
  expect(mailHeader(received, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(mailHeader(received, 'From')).toBe('Clarity RCM <no-reply@clarityrcm.com>');
  expect(linksIn(received)).toEqual([
    'https://clarityrcm.com/newsletter/confirm?token=abc&list=news',
    'https://clarityrcm.com/newsletter/confirm?token=abc',
  ]);
  expect((await mail.countByMessageId()).get(info.messageId)).toBe(1);
});

test('stop takes SMTP down, even for a pooled connection; restart brings it back on the same port with the mails kept', async () => {
  await mail.clear();
  const transport = nodemailer.createTransport({ url: mail.smtpUrl, pool: true, connectionTimeout: 2_000 });
  await send(transport, 'Before the outage');
  await mail.waitForCount(1);

  await mail.stop();
  await expect(send(transport, 'During the outage')).rejects.toThrow();
  expect(await mail.count()).toBe(1);

  await mail.restart();
  const smtpUrlAfter = mail.smtpUrl;
  await send(transport, 'After the outage');
  transport.close();
  const mails = await mail.waitForCount(2);
  expect(mails.map((m) => m.subject)).toEqual(['Before the outage', 'After the outage']);
  expect(smtpUrlAfter).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
});

test('waitFor rejects when no mail matches in time', async () => {
  await expect(mail.waitFor((m) => m.subject === 'never sent', 300)).rejects.toThrow(/no mail matched within 300 ms/);
});

test('clear empties the inbox', async () => {
  const transport = nodemailer.createTransport(mail.smtpUrl);
  await send(transport, 'To be cleared', 'clear@example.com');
  transport.close();
  await mail.waitFor((m) => m.recipients.includes('clear@example.com'));
  await mail.clear();
  expect(await mail.messages()).toEqual([]);
});
