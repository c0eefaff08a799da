import type { AuditRecord, StaffPage } from '@rcm/shared';
import { consoleHeaders, signedInStaff, type SignedInStaff } from '../../testing/staff-member';
import { describeDatabase, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let sam: SignedInStaff;
let kim: SignedInStaff;

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

  test('a bad filter is a 400 naming it', async () => {
    for (const [query, param] of [
      ['from=2025-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['action=DROP%20TABLE', 'action'],
      [`actor=${'a'.repeat(321)}`, 'actor'],
    ]) {
      const reply = await get(`/staff/audit?${query}`);
      expect(reply.status).toBe(400);
      expect(JSON.stringify(await reply.json())).toContain(param);
    }
  });
});
