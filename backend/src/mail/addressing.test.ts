import { notOneMailbox } from '@rcm/shared/testing';
import { addressingOf, mailOptionsOf } from './addressing';
import type { RenderedMail } from './templates';

const FROM = 'Clarity RCM <no-reply@clarityrcm.com>';

test('one recipient, as an address object with no name, and an envelope naming it alone, from the sender', () => {
  expect(addressingOf('maria@riversideclinic.com', FROM)).toEqual({
    to: { name: '', address: 'maria@riversideclinic.com' },
    envelope: { from: FROM, to: [{ name: '', address: 'maria@riversideclinic.com' }] },
  });
});

test.each(notOneMailbox)('a stored recipient that is not one mailbox (%p) is never addressed', (recipient) => {
  expect(addressingOf(recipient, FROM)).toBeNull();
});

test("a closed account's erased notice (no address left) is never addressed", () => {
  expect(addressingOf('', FROM)).toBeNull();
});

test("what nodemailer is given: the one recipient and its envelope, the template's mail, the outbox's Message-ID, date and headers", () => {
  const addressing = addressingOf('maria@riversideclinic.com', FROM)!;
  const row = {
    message_id: '<m1@clarityrcm.com>',
    created_at: '2026-11-27T10:00:00.000+00:00',
    headers: '{"List-Unsubscribe":"<https://api.example/u?token=t>"}',
  };
  expect(mailOptionsOf(row, { subject: 'Subject', text: 'Text', html: '<p>Html</p>' }, addressing)).toEqual({
    to: { name: '', address: 'maria@riversideclinic.com' },
    envelope: { from: FROM, to: [{ name: '', address: 'maria@riversideclinic.com' }] },
    subject: 'Subject',
    text: 'Text',
    html: '<p>Html</p>',
    messageId: '<m1@clarityrcm.com>',
    date: new Date('2026-11-27T10:00:00.000Z'),
    headers: { 'List-Unsubscribe': '<https://api.example/u?token=t>' },
  });
});

describe('Reply-To', () => {
  const addressing = addressingOf('sales@clarityrcm.com', FROM)!;
  const rendered: RenderedMail = { subject: 'S', text: 'T', html: '<p>H</p>' };
  const optionsWith = (headers: Record<string, string>) =>
    mailOptionsOf(
      { message_id: '<m@x>', created_at: '2026-11-27T10:00:00.000+00:00', headers: JSON.stringify(headers) },
      rendered,
      addressing,
    );

  test('one mailbox becomes an address object, never a raw header', () => {
    const options = optionsWith({ 'Reply-To': 'maria@riversideclinic.com', 'List-Unsubscribe': '<https://a/u>' });
    expect(options.replyTo).toEqual({ name: '', address: 'maria@riversideclinic.com' });
    expect(options.headers).toEqual({ 'List-Unsubscribe': '<https://a/u>' });
  });

  test.each(notOneMailbox)(
    '%p (a list, a name, a line break) is left off, whatever the header name’s case: the mail still goes',
    (value) => {
      for (const name of ['Reply-To', 'reply-to', 'REPLY-TO']) {
        const options = optionsWith({ [name]: value });
        expect(options.replyTo).toBeUndefined();
        expect(options.headers).toEqual({});
      }
    },
  );

  test('a mail without one has none', () => {
    expect(optionsWith({}).replyTo).toBeUndefined();
  });
});
