import { contactMessages, toastMessages, type ContactEnquiry } from '@rcm/shared';
import { describeDatabase, sendJson, startTestServer, type TestServer } from '../test-support/test-server';
import { sampleEnquiry } from '../test-support/sample-enquiry';

const valid: ContactEnquiry = sampleEnquiry;

const badValues: Array<[keyof ContactEnquiry, unknown, string]> = [
  ['first_name', 'M', contactMessages.firstName],
  ['last_name', '', contactMessages.lastName],
  ['title', 'x', contactMessages.title],
  ['company', ' ', contactMessages.company],
  ['interest', 'crypto', contactMessages.interest],
  ['method', '9', contactMessages.method],
  ['country', 'U', contactMessages.country],
  ['email', 'maria@clinic.org', contactMessages.email],
  ['phone', '555-1234', contactMessages.phone],
  ['message', 'Too short', contactMessages.message],
];

let server: TestServer;
const countEnquiries = async () => Number((await server.app.db.selectFrom('contact_enquiries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe(`POST /contact (${describeDatabase()})`, () => {
  test.each(badValues)('a bad %s is refused with its own message and nothing is stored', async (field, value, message) => {
    const before = await countEnquiries();
    const reply = await sendJson(`${server.url}/contact`, 'POST', { ...valid, [field]: value });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ message, code: 400 });
    expect(await countEnquiries()).toBe(before);
  });

  test('with two bad fields the earlier rule wins', async () => {
    const reply = await sendJson(`${server.url}/contact`, 'POST', { ...valid, company: 'x', phone: '1' });
    expect(reply.json.message).toBe(contactMessages.company);
  });

  test('wrong types and missing fields get the affected rule\'s message, not the schema validator\'s', async () => {
    expect((await sendJson(`${server.url}/contact`, 'POST', { ...valid, first_name: 42 })).json.message).toBe(contactMessages.firstName);
    expect((await sendJson(`${server.url}/contact`, 'POST', { ...valid, phone: 15551234567 })).json.message).toBe(contactMessages.phone);
    const { country: _country, ...withoutCountry } = valid;
    expect((await sendJson(`${server.url}/contact`, 'POST', withoutCountry)).json.message).toBe(contactMessages.country);
    expect((await sendJson(`${server.url}/contact`, 'POST', [valid])).status).toBe(400);
  });

  test('a valid enquiry is stored with all ten fields and confirmed', async () => {
    const reply = await sendJson(`${server.url}/contact`, 'POST', { ...valid, extra: 'ignored' });
    expect(reply.status).toBe(201);
    expect(reply.json).toEqual({ message: toastMessages.contactReceived });
    const stored = await server.app.db.selectFrom('contact_enquiries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored).toMatchObject(valid);
    expect(stored).not.toHaveProperty('extra');
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
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
  });
});
