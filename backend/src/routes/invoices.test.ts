import { billingDetailsMessages, billingMessages, type Invoice, type SubscriptionHistoryEntry } from '@rcm/shared';
import { queuedMailsTo } from '../testing/outbox';
import {
  describeDatabase,
  sendJson,
  SITE_ORIGIN,
  setUpTestServer,
  signedInCookie,
  subscribe,
  type TestServer,
} from '../testing/test-server';

const server = setUpTestServer();
const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const get = async (on: TestServer, path: string, cookie?: string) => {
  const response = await fetch(`${on.url}${path}`, { headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) } });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

async function subscribed(name: string, ...packages: string[]) {
  const username = unique(name);
  const cookie = await signedInCookie(server, username);
  for (const pkg of packages) expect((await subscribe(server, username, pkg, { cookie })).status).toBe(200);
  const { json } = await get(server, '/subscribtion/history', cookie);
  return { username, cookie, history: json.entries as SubscriptionHistoryEntry[] };
}

describe(`invoices (BILL-4, ${describeDatabase()})`, () => {
  test('each charge in the history names its invoice, which its owner can open: the line, the amount charged, the card', async () => {
    const { username, cookie, history } = await subscribed('owner', 'silver', 'gold');
    const [change, purchase] = history;
    expect(purchase!.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(change!.invoice_number).not.toBe(purchase!.invoice_number);
    const { status, json } = await get(server, `/subscribtion/invoices/${change!.invoice_number}`, cookie);
    expect(status).toBe(200);
    const invoice = json as unknown as Invoice;
    expect(invoice).toMatchObject({
      number: change!.invoice_number,
      customer: { email: username, name: '', practice_name: '', billing_address: '' },
      package: 'gold',
      kind: 'change',
      from_package: 'silver',
      price_cents: 5000,
      credit_cents: change!.credit_cents,
      amount_cents: change!.charged_cents,
      card_last4: '4242',
      demonstration: true,
    });
  });

  test("another customer's invoice number is answered 404, as one that does not exist; a guest 401", async () => {
    const { history } = await subscribed('first', 'silver');
    const { cookie: otherCookie } = await subscribed('other', 'gold');
    const number = history[0]!.invoice_number;
    expect((await get(server, `/subscribtion/invoices/${number}`, otherCookie)).status).toBe(404);
    expect((await get(server, '/subscribtion/invoices/INV-1999-000001', otherCookie)).status).toBe(404);
    expect((await get(server, '/subscribtion/invoices/not-a-number', otherCookie)).status).toBe(404);
    expect((await get(server, `/subscribtion/invoices/${number}`)).status).toBe(401);
  });

  test('the receipt carries the invoice number, its page, the amount charged, and says the checkout charged no card', async () => {
    const { username, history } = await subscribed('receipt', 'platinum');
    const number = history[0]!.invoice_number;
    const [receipt] = await queuedMailsTo(server.app.db, username);
    expect(receipt!.text).toContain(`Invoice: ${number}`);
    expect(receipt!.text).toContain('Charged today: $80.00');
    expect(receipt!.text).toContain(`/profile/invoices/${number}`);
    expect(receipt!.text).toContain(billingMessages.demonstration);
    expect(receipt!.html).toContain(number);
    // When, in the company's time zone, named (SALES-2).
    expect(receipt!.text).toMatch(/Date: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T/);
  });

  test('the practice name and billing address given in the settings are on the invoices issued after, trimmed; earlier ones keep theirs', async () => {
    const username = unique('practice');
    const cookie = await signedInCookie(server, username);
    const details = (body: unknown) => sendJson(`${server.url}/customer/billing-details`, 'PUT', body, { cookie });
    expect((await get(server, '/customer/billing-details', cookie)).json).toEqual({ practice_name: '', billing_address: '' });
    expect((await subscribe(server, username, 'silver', { cookie })).status).toBe(200);
    const saved = await details({ practice_name: '  Lopez Pediatrics ', billing_address: ' 12 Elm Street, Springfield, IL 62701 ' });
    expect(saved.json).toEqual({ practice_name: 'Lopez Pediatrics', billing_address: '12 Elm Street, Springfield, IL 62701' });
    expect((await get(server, '/customer/billing-details', cookie)).json).toEqual(saved.json);
    expect((await subscribe(server, username, 'gold', { cookie })).status).toBe(200);
    const [gold, silver] = (await get(server, '/subscribtion/history', cookie)).json.entries as SubscriptionHistoryEntry[];
    expect((await get(server, `/subscribtion/invoices/${gold!.invoice_number}`, cookie)).json.customer).toMatchObject(saved.json);
    expect((await get(server, `/subscribtion/invoices/${silver!.invoice_number}`, cookie)).json.customer).toMatchObject({
      practice_name: '',
      billing_address: '',
    });
  });

  test('the practice details are refused, with a plain message, when too long or holding control characters; a guest is answered 401', async () => {
    const cookie = await signedInCookie(server, unique('limits'));
    const put = (body: unknown, headers: Record<string, string> = { cookie }) =>
      sendJson(`${server.url}/customer/billing-details`, 'PUT', body, headers);
    expect((await put({ practice_name: 'x'.repeat(121), billing_address: '' })).json.message).toBe(
      billingDetailsMessages.practiceNameTooLong,
    );
    expect((await put({ practice_name: '', billing_address: 'x'.repeat(401) })).json.message).toBe(
      billingDetailsMessages.billingAddressTooLong,
    );
    expect((await put({ practice_name: 'A\u0000B', billing_address: '' })).json.message).toBe(billingDetailsMessages.invalidCharacters);
    expect((await put({ practice_name: 'x'.repeat(120), billing_address: '' })).status).toBe(200);
    expect((await put({ practice_name: 'x', billing_address: '' }, {})).status).toBe(401);
    expect((await get(server, '/customer/billing-details')).status).toBe(401);
  });
});
