import type { AuditRecord, EnquiryList, StaffPage } from '@rcm/shared';
import { sampleEnquiry } from '@rcm/shared/testing';
import { consoleHeaders, signedInStaff, type SignedInStaff } from '../../testing/staff-member';
import { describeDatabase, sendJson, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let sam: SignedInStaff;
let kim: SignedInStaff;
/** The two enquiries' numbers. */
let first: number;
let second: number;

const get = (path: string, who = sam) => fetch(`${server.url}${path}`, { headers: consoleHeaders(who.cookie) });
async function audit(query: string): Promise<AuditRecord[]> {
  const reply = await get(`/staff/audit${query}`);
  if (reply.status !== 200) throw new Error(`${query}: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as StaffPage<AuditRecord>).items;
}

beforeAll(async () => {
  server = await startTestServer();
  sam = await signedInStaff(server, 'sam@example.com');
  kim = await signedInStaff(server, 'kim@example.com');
  expect((await get('/staff/subscribers', sam)).status).toBe(200);
  expect((await get('/staff/subscriptions', kim)).status).toBe(200);
  for (const company of ['First Clinic', 'Second Clinic']) await sendJson(`${server.url}/contact`, 'POST', { ...sampleEnquiry, company });
  const listed = (await (await get('/staff/enquiries', kim)).json()) as EnquiryList;
  [second, first] = listed.items.map((item) => item.id) as [number, number];
  // Kim reads the first enquiry twice and the second once; Sam changes the first.
  for (const [id, who] of [
    [first, kim],
    [second, kim],
    [first, kim],
  ] as const)
    expect((await get(`/staff/enquiries/${id}`, who)).status).toBe(200);
  const change = await sendJson(`${server.url}/staff/enquiries/${first}`, 'PATCH', { status: 'contacted' }, consoleHeaders(sam.cookie));
  expect(change.status).toBe(200);
  await server.app.db.updateTable('users').set({ name: 'Kim Park' }).where('email', '=', kim.email).execute();
  // One record of last year, to fall outside a date range.
  await server.app.db
    .insertInto('audit_log')
    .values({
      at: '2025-01-15T10:00:00.000+00:00',
      actor_id: 'cli',
      actor: 'cli:ops',
      action: 'role.grant',
      subject: 'user:x',
      detail: '{}',
      address: '',
    })
    .execute();
});
afterAll(() => server.close());

describe(`the audit log's filters (${describeDatabase()})`, () => {
  test('by person: their address or user id', async () => {
    const byAddress = await audit('?actor=kim@example.com');
    expect(byAddress.length).toBeGreaterThan(0);
    expect(new Set(byAddress.map((record) => record.actor))).toEqual(new Set(['kim@example.com']));
    expect((await audit(`?actor=${kim.userId}`)).map((record) => record.id)).toEqual(byAddress.map((record) => record.id));
  });

  test('by action, and by date range (inclusive days, UTC); the filters are recorded', async () => {
    expect((await audit('?action=list.subscriptions')).map((record) => record.actor)).toEqual(['kim@example.com']);
    expect((await audit('?action=role.grant&from=2025-01-15&to=2025-01-15')).map((record) => record.actor)).toEqual(['cli:ops']);
    expect((await audit('?action=role.grant&from=2025-01-16')).map((record) => record.actor)).not.toContain('cli:ops');
    expect(await audit('?to=2025-01-14')).toEqual([]);
    const [viewed] = await audit('?action=list.audit&limit=1');
    expect(JSON.parse(viewed!.detail)).toMatchObject({ filters: { to: '2025-01-14' } });
  });

  test('by record: everything done to one enquiry, newest first, and nothing else; with the other filters too', async () => {
    const about = await audit(`?record=enquiry:${first}`);
    expect(about.map((record) => [record.action, record.actor])).toEqual([
      ['enquiry.update', 'sam@example.com'],
      ['enquiry.read', 'kim@example.com'],
      ['enquiry.read', 'kim@example.com'],
    ]);
    expect(new Set(about.map((record) => record.subject))).toEqual(new Set([`enquiry:${first}`]));
    expect((await audit(`?record=enquiry:${second}`)).map((record) => record.action)).toEqual(['enquiry.read']);
    expect((await audit(`?record=enquiry:${first}&actor=sam@example.com`)).map((record) => record.action)).toEqual(['enquiry.update']);
    expect((await audit('?record=user:x&from=2025-01-15&to=2025-01-15')).map((record) => record.actor)).toEqual(['cli:ops']);
    // A page of a record's entries follows the cursor as every list does.
    const page = (await (await get(`/staff/audit?record=enquiry:${first}&limit=2`)).json()) as StaffPage<AuditRecord>;
    expect(page.items).toHaveLength(2);
    const rest = await audit(`?record=enquiry:${first}&limit=2&cursor=${page.nextCursor}`);
    expect([...page.items, ...rest].map((record) => record.id)).toEqual(about.map((record) => record.id));
    expect(await audit('?record=enquiry:999999')).toEqual([]);
    // That view is recorded with the record it asked for.
    const [viewed] = await audit('?action=list.audit&limit=1');
    expect(JSON.parse(viewed!.detail)).toMatchObject({ filters: { record: 'enquiry:999999' } });
  });

  test('who by the name their account has now, beside the address they had and their user id; a person is found by that name too', async () => {
    const byName = await audit('?actor=Kim%20Park');
    expect(byName.length).toBeGreaterThan(0);
    expect(
      byName.every((record) => record.actorName === 'Kim Park' && record.actorId === kim.userId && record.actor === 'kim@example.com'),
    ).toBe(true);
    expect(byName.map((record) => record.id)).toEqual((await audit(`?actor=${kim.userId}`)).map((record) => record.id));
    // No name on the account, or no account (the command line): none.
    expect((await audit('?actor=sam@example.com'))[0]).toMatchObject({ actorName: '' });
    expect((await audit('?actor=cli:ops'))[0]).toMatchObject({ actorName: '', actorId: 'cli' });
  });

  test('a bad filter is a 400 naming it', async () => {
    for (const [query, param] of [
      ['from=2025-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['action=DROP%20TABLE', 'action'],
      [`actor=${'a'.repeat(321)}`, 'actor'],
      [`record=${'a'.repeat(401)}`, 'record'],
      ['record=enquiry:1%00', 'record'],
    ]) {
      const reply = await get(`/staff/audit?${query}`);
      expect(reply.status).toBe(400);
      expect(JSON.stringify(await reply.json())).toContain(param);
    }
  });
});
