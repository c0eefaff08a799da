import type { AuditRecord, StaffPage, SubscriptionRow } from '@rcm/shared';
import { EXPORT_ROW_COUNT_HEADER } from '@rcm/shared';
import { consoleHeaders, signedInStaff, type SignedInStaff } from '../../testing/staff-member';
import { describeDatabase, sendJson, signedInCookie, startTestServer, subscribe, type TestServer } from '../../testing/test-server';

let server: TestServer;
let staff: SignedInStaff;

async function getJson<T>(path: string): Promise<T> {
  const reply = await fetch(`${server.url}${path}`, { headers: consoleHeaders(staff.cookie) });
  if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

/** A customer who signs up and buys each package in turn. */
async function customerBuying(email: string, ...packages: string[]): Promise<string> {
  const cookie = await signedInCookie(server, email);
  for (const name of packages) expect((await subscribe(server, email, name, { cookie })).status).toBe(200);
  return cookie;
}

const cancel = (cookie: string) => sendJson(`${server.url}/subscribtion`, 'DELETE', undefined, { cookie });
const latestRowOf = (email: string) =>
  server.app.db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .select('subscriptions.id')
    .where('users.email', '=', email)
    .orderBy('subscriptions.id', 'desc')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedInStaff(server, 'staff.member@example.com');
  // Silver, replaced by Gold, which is cancelled (still paid up); then a new address.
  const maria = await customerBuying('maria@old.example', 'silver', 'gold');
  expect((await cancel(maria)).status).toBe(200);
  await server.app.db.updateTable('users').set({ email: 'maria@new.example' }).where('email', '=', 'maria@old.example').execute();
  // A running package; one whose renewal failed for good; one cancelled whose paid time is over.
  await customerBuying('active@example.com', 'platinum');
  await customerBuying('lapsed@example.com', 'silver');
  const lapsed = await latestRowOf('lapsed@example.com');
  await server.app.db.updateTable('subscriptions').set({ ended_at: '2026-01-01T00:00:00.000+00:00' }).where('id', '=', lapsed.id).execute();
  expect((await cancel(await customerBuying('ended@example.com', 'gold'))).status).toBe(200);
  const ended = await latestRowOf('ended@example.com');
  await server.app.db
    .updateTable('subscriptions')
    .set({ paid_until: '2020-01-01T00:00:00.000+00:00' })
    .where('id', '=', ended.id)
    .execute();
});
afterAll(() => server.close());

describe(`the subscriptions view (${describeDatabase()})`, () => {
  test("shows the customer's current address and only their current package as active or cancelled", async () => {
    const { items } = await getJson<StaffPage<SubscriptionRow>>('/staff/subscriptions');
    expect(items.map((row) => [row.email, row.package, row.status])).toEqual([
      ['ended@example.com', 'gold', 'ended'],
      ['lapsed@example.com', 'silver', 'lapsed'],
      ['active@example.com', 'platinum', 'active'],
      ['maria@new.example', 'gold', 'cancelled'],
      ['maria@new.example', 'silver', 'replaced'],
    ]);
    expect(items[3]).toMatchObject({ username: 'maria@old.example', paidUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  test('searches the current address, ignoring case; a LIKE wildcard is a plain character', async () => {
    const found = await getJson<StaffPage<SubscriptionRow>>('/staff/subscriptions?q=MARIA@NEW');
    expect(found.items.map((row) => row.package)).toEqual(['gold', 'silver']);
    expect((await getJson<StaffPage<SubscriptionRow>>('/staff/subscriptions?q=maria@old')).items).toEqual([]);
    expect((await getJson<StaffPage<SubscriptionRow>>('/staff/subscriptions?q=%25')).items).toEqual([]);
    const [record] = (await getJson<StaffPage<AuditRecord>>('/staff/audit?limit=2')).items.filter(
      (row) => row.action === 'list.subscriptions',
    );
    expect(JSON.parse(record!.detail)).toMatchObject({ filters: { q: '%' }, rows: 0 });
  });

  test('exports the same columns, the search applied, audited', async () => {
    await staff.stepUp();
    const csv = await fetch(`${server.url}/staff/exports/subscriptions.csv?q=maria`, { headers: consoleHeaders(staff.cookie) });
    expect(csv.status).toBe(200);
    expect(csv.headers.get(EXPORT_ROW_COUNT_HEADER)).toBe('2');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="subscriptions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('email,package,status,paid until (UTC),since (UTC),card last 4');
    expect(lines[1]).toMatch(/^maria@new\.example,gold,Cancelled \(until \d{4}-\d\d-\d\d\),\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{4}-.*,\d{4}$/);
    expect(lines[2]).toMatch(/^maria@new\.example,silver,Replaced,/);
    const [exported] = (await getJson<StaffPage<AuditRecord>>('/staff/audit?limit=1')).items;
    expect(exported).toMatchObject({ action: 'export.subscriptions', subject: 'subscriptions', actorId: staff.userId });
    expect(JSON.parse(exported!.detail)).toEqual({ filters: { q: 'maria' }, rows: 2 });
  });
});
