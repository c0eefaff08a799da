import { linksIn, mailHeader, parseMailHeaders, receivedMail, recipientsOf } from './mail';

const raw = [
  'From: Clarity RCM <no-reply@clarityrcm.com>',
  'To: maria@riversideclinic.com',
  'Subject: Please confirm',
  'List-Unsubscribe: <https://clarityrcm.com/newsletter/unsubscribe?token=a>,',
  ' <mailto:unsubscribe@clarityrcm.com>',
  'Received: from a',
  'Received: from b',
  'Message-ID: <1@clarityrcm.com>',
  '',
  'Body: not a header',
].join('\r\n');

test('headers of a raw message: lower-cased names, folded lines joined, repeats as arrays, the body left out', () => {
  const headers = parseMailHeaders(raw);
  expect(headers['list-unsubscribe']).toBe('<https://clarityrcm.com/newsletter/unsubscribe?token=a>, <mailto:unsubscribe@clarityrcm.com>');
  expect(headers.received).toEqual(['from a', 'from b']);
  expect(headers.body).toBeUndefined();
  expect(mailHeader({ headers }, 'Message-ID')).toBe('<1@clarityrcm.com>');
  expect(mailHeader({ headers }, 'Received')).toBe('from a');
});

test('a mail of MailDev’s list with its raw message', () => {
  const email = {
    id: 'abc',
    time: '2026-11-26T15:00:00.000Z',
    subject: 'Please confirm',
    from: [{ address: 'no-reply@clarityrcm.com', name: 'Clarity RCM' }],
    to: [{ address: 'Maria@RiversideClinic.com', name: '' }],
    headers: { 'message-id': '<1@clarityrcm.com>' },
    envelope: {
      from: { address: 'bounces@clarityrcm.com' },
      to: [{ address: 'maria@riversideclinic.com' }, { address: 'audit@clarityrcm.com' }],
    },
    text: 'hello',
  };
  const mail = receivedMail(email, raw);
  expect(mail.envelope).toEqual({ from: 'bounces@clarityrcm.com', to: ['maria@riversideclinic.com', 'audit@clarityrcm.com'] });
  expect(receivedMail({ ...email, envelope: { from: false } }, raw).envelope).toEqual({ from: '', to: [] });
  expect(mail).toMatchObject({ id: 'abc', messageId: '<1@clarityrcm.com>', subject: 'Please confirm', text: 'hello', html: '', cc: [] });
  expect(mail.receivedAt.toISOString()).toBe('2026-11-26T15:00:00.000Z');
  expect(recipientsOf(email)).toEqual(['maria@riversideclinic.com', 'audit@clarityrcm.com']);
});

test('the links of a mail: hrefs decoded, then the text’s URLs without trailing punctuation, each once', () => {
  const html = `<a href="https://x.test/a?b=1&amp;c=2">A</a> <a href='https://x.test/b'>B</a> <a href="mailto:x@x.test">m</a> <a href="https://x.test/b">again</a>`;
  const text = 'Go to https://x.test/c. Or (https://x.test/d), or https://x.test/a?b=1&c=2';
  expect(linksIn({ html, text })).toEqual(['https://x.test/a?b=1&c=2', 'https://x.test/b', 'https://x.test/c', 'https://x.test/d']);
});
