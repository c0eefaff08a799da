import { findPackage, invoiceNumberOf } from '@rcm/shared';
import { quoteFor } from './billing';
import { recordPurchase } from './subscription-records';
import { describeDatabase, setUpTestServer } from '../testing/test-server';

const server = setUpTestServer();
const now = new Date('2026-11-27T16:00:00Z');
const payment = { cardLast4: '4242', reference: 'demo_x', cardReference: 'demo_card_x', demonstration: true };
let customers = 0;
const someone = () => {
  customers += 1;
  return { userId: `user-${customers}`, email: `customer${customers}@example.com`, name: `Customer ${customers}` };
};

/** A first purchase of Silver by a new customer, in a transaction of its own; `meanwhile` runs before it commits. */
const purchase = (meanwhile: () => Promise<void> = async () => {}) =>
  server.app.db.transaction().execute(async (trx) => {
    const number = await recordPurchase(trx, someone(), quoteFor(null, findPackage('silver')!, now), payment, now);
    await meanwhile();
    return number;
  });

const issuedNumbers = async () =>
  (await server.app.db.selectFrom('invoices').select('number').orderBy('number').execute()).map((row) => row.number);

describe(`invoice numbers (BILL-4, ${describeDatabase()})`, () => {
  test('each charge gets the next number of its year, and the invoice is made out to the customer', async () => {
    const first = await purchase();
    const second = await purchase();
    expect([first, second]).toEqual([invoiceNumberOf(2026, 1), invoiceNumberOf(2026, 2)]);
    expect(first).toBe('INV-2026-000001');
    const invoice = await server.app.db.selectFrom('invoices').selectAll().where('number', '=', second).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      customer_email: `customer${customers}@example.com`,
      customer_name: `Customer ${customers}`,
      demonstration: 1,
    });
  });

  test('a charge that rolls back leaves no gap: its number goes to the next charge', async () => {
    const before = await issuedNumbers();
    await expect(
      purchase(async () => {
        throw new Error('the payment provider failed after the record');
      }),
    ).rejects.toThrow('the payment provider failed');
    const next = await purchase();
    expect(next).toBe(invoiceNumberOf(2026, before.length + 1));
  });

  test('charges at the same time get consecutive numbers, none twice, and one rolled back in between leaves no gap', async () => {
    const before = (await issuedNumbers()).length;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first holds its number while the others start, then rolls back.
    const rolledBack = purchase(() => held.then(() => Promise.reject(new Error('declined after all'))));
    const others = Array.from({ length: 4 }, () => purchase());
    setTimeout(release, 100);
    await expect(rolledBack).rejects.toThrow('declined after all');
    const numbers = await Promise.all(others);
    expect([...numbers].sort()).toEqual([1, 2, 3, 4].map((n) => invoiceNumberOf(2026, before + n)));
    expect(await issuedNumbers()).toEqual(Array.from({ length: before + 4 }, (_, index) => invoiceNumberOf(2026, index + 1)));
  });
});
