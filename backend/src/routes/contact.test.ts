import { contactMessages, toastMessages } from '@rcm/shared';
import { contactRuleCases, notOneMailbox, sampleEnquiry as valid } from '@rcm/shared/testing';
import { renderMailOf } from '../mail/mail-kinds';
import { describeDatabase, rowCount, sendJson, setUpTestServer, SITE_ORIGIN } from '../testing/test-server';

const server = setUpTestServer();
const countEnquiries = () => rowCount(server, 'contact_enquiries');

describe(`POST /contact (${describeDatabase()})`, () => {
  test.each(contactRuleCases)(
    'a bad $field is refused with its own message and nothing is stored',
    async ({ field, badValue, message }) => {
      const before = await countEnquiries();
      const reply = await sendJson(`${server.url}/contact`, 'POST', { ...valid, [field]: badValue });
      expect(reply.status).toBe(400);
      expect(reply.json).toMatchObject({ message, code: 400 });
      expect(await countEnquiries()).toBe(before);
    },
  );

  test.each(contactRuleCases.filter(({ field }) => field !== 'interest' && field !== 'method'))(
    "a NUL or other control character in $field gets that field's message, on every database",
    async ({ field, message }) => {
      const before = await countEnquiries();
      for (const control of ['\u0000', '\u0007', '\u001b']) {
        const value = `${valid[field].slice(0, 3)}${control}${valid[field].slice(3)}`;
        expect(await sendJson(`${server.url}/contact`, 'POST', { ...valid, [field]: value })).toMatchObject({
          status: 400,
          json: { message },
        });
      }
      expect(await countEnquiries()).toBe(before);
    },
  );

  test.each(notOneMailbox)('email %p is not one address: the email message, no enquiry and no mail (M8)', async (email) => {
    const before = await countEnquiries();
    const reply = await sendJson(`${server.url}/contact`, 'POST', { ...valid, email });
    expect(reply).toMatchObject({ status: 400, json: { message: contactMessages.email } });
    expect(await countEnquiries()).toBe(before);
    expect(await server.app.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).execute()).toEqual([]);
  });

  test('an email with spaces around it is mailed to the address alone', async () => {
    const reply = await sendJson(`${server.url}/contact`, 'POST', { ...valid, email: '  spaced.enquirer@riversideclinic.com ' });
    expect(reply.status).toBe(201);
    const [acknowledgement] = await server.app.db
      .selectFrom('mail_outbox')
      .select(['kind', 'recipient'])
      .where('kind', '=', 'enquiry-acknowledgement')
      .orderBy('id', 'desc')
      .execute();
    expect(acknowledgement).toEqual({ kind: 'enquiry-acknowledgement', recipient: 'spaced.enquirer@riversideclinic.com' });
  });

  test('line breaks and tabs are welcome in the message', async () => {
    const reply = await sendJson(`${server.url}/contact`, 'POST', {
      ...valid,
      message: 'Line one of the message,\r\n\tthen the second line.',
    });
    expect(reply.status).toBe(201);
  });

  test('with two bad fields the earlier rule wins', async () => {
    const reply = await sendJson(`${server.url}/contact`, 'POST', { ...valid, company: 'x', phone: '1' });
    expect(reply.json.message).toBe(contactMessages.company);
  });

  test("wrong types and missing fields get the affected rule's message, not the schema validator's", async () => {
    expect((await sendJson(`${server.url}/contact`, 'POST', { ...valid, first_name: 42 })).json.message).toBe(contactMessages.firstName);
    expect((await sendJson(`${server.url}/contact`, 'POST', { ...valid, phone: 15551234567 })).json.message).toBe(contactMessages.phone);
    const { country: _country, ...withoutCountry } = valid;
    expect((await sendJson(`${server.url}/contact`, 'POST', withoutCountry)).json.message).toBe(contactMessages.country);
    for (const notAnObject of [[valid], 'an enquiry']) {
      expect(await sendJson(`${server.url}/contact`, 'POST', JSON.stringify(notAnObject))).toMatchObject({
        status: 400,
        json: { message: contactMessages.firstName },
      });
    }
  });

  test('a valid enquiry is stored with all ten fields and confirmed', async () => {
    const reply = await sendJson(`${server.url}/contact`, 'POST', { ...valid, extra: 'ignored' });
    expect(reply.status).toBe(201);
    expect(reply.json).toEqual({ message: toastMessages.contactReceived });
    const stored = await server.app.db.selectFrom('contact_enquiries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored).toMatchObject(valid);
    expect(stored).not.toHaveProperty('extra');
  });

  test('a valid enquiry queues an acknowledgement to the enquirer, without the message, and a notice to sales with every field and a link', async () => {
    const message = 'Patient J. Doe, DOB 01/02/1960: claim 7731 was denied twice.';
    const before = await server.app.db.selectFrom('mail_outbox').select('id').orderBy('id', 'desc').executeTakeFirst();
    expect((await sendJson(`${server.url}/contact`, 'POST', { ...valid, message })).status).toBe(201);
    const { id } = await server.app.db.selectFrom('contact_enquiries').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const mails = await server.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '>', before?.id ?? 0)
      .orderBy('id')
      .execute();
    expect(mails.map(({ kind, recipient, status }) => ({ kind, recipient, status }))).toEqual([
      { kind: 'enquiry-acknowledgement', recipient: valid.email, status: 'pending' },
      { kind: 'sales-notification', recipient: 'sales@clarityrcm.com', status: 'pending' },
    ]);
    const [acknowledgement, notice] = await Promise.all(mails.map((mail) => renderMailOf(mail.kind, JSON.parse(mail.data))));
    expect(acknowledgement!.text).toContain(valid.first_name);
    expect(`${acknowledgement!.subject}${acknowledgement!.text}${acknowledgement!.html}${mails[0]!.data}`).not.toContain('claim 7731');
    expect(notice!.text).toContain(message);
    for (const value of [valid.company, valid.phone, valid.email, valid.country]) expect(notice!.text).toContain(value);
    expect(notice!.text).toContain(`${SITE_ORIGIN}/staff/enquiries/${id}`);
    expect(notice!.html).toContain(`href="${SITE_ORIGIN}/staff/enquiries/${id}"`);
    expect(new Set(mails.map((mail) => mail.message_id)).size).toBe(2);
    for (const mail of mails) expect(mail.message_id).toMatch(/^<[\w-]+@clarityrcm\.com>$/);
  });

  test('bad transport is a clear 4xx that stores nothing', async () => {
    const before = await countEnquiries();
    const malformed = await sendJson(`${server.url}/contact`, 'POST', '{"first_name": "Maria",');
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe('The request body is not valid JSON.');

    const plainText = await fetch(`${server.url}/contact`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(plainText.status).toBe(415);

    const huge = await sendJson(`${server.url}/contact`, 'POST', { ...valid, message: 'x'.repeat(100 * 1024) });
    expect(huge.status).toBe(413);

    const wrongMethod = await fetch(`${server.url}/contact`, { method: 'GET' });
    expect(wrongMethod.status).toBe(404);
    expect(await wrongMethod.json()).toMatchObject({ type: 'general_route_not_found' });
    expect(await countEnquiries()).toBe(before);
  });

  test('a page on another origin cannot post', async () => {
    const reply = await sendJson(`${server.url}/contact`, 'POST', valid, { origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
    expect(reply.json.type).toBe('general_unknown_origin');
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('the site origin gets CORS with credentials', async () => {
    const preflight = await fetch(`${server.url}/contact`, {
      method: 'OPTIONS',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
  });
});
