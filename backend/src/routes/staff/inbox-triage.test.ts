import type { EnquiryDetail, EnquiryList } from '@rcm/shared';
import { sampleEnquiry } from '@rcm/shared/testing';
import { appwriteDate } from '../../db/timestamp';
import { queuedMailsTo } from '../../testing/outbox';
import { consoleHeaders, signedInStaff, type SignedInStaff } from '../../testing/staff-member';
import { describeDatabase, sendJson, setUpTestServer, SITE_ORIGIN } from '../../testing/test-server';

const server = setUpTestServer();
let jordan: SignedInStaff;
let sam: SignedInStaff;

async function inbox(query = '', as = jordan): Promise<EnquiryList> {
  const reply = await fetch(`${server.url}/staff/enquiries${query}`, { headers: consoleHeaders(as.cookie) });
  if (reply.status !== 200) throw new Error(`${query}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as EnquiryList;
}

const change = (id: number, body: Record<string, string>, as = jordan) =>
  sendJson(`${server.url}/staff/enquiries/${id}`, 'PATCH', body, consoleHeaders(as.cookie));

/** Enquiries from the contact form, one per company, oldest first; their numbers in that order. */
async function enquiries(...companies: string[]): Promise<number[]> {
  for (const company of companies) await sendJson(`${server.url}/contact`, 'POST', { ...sampleEnquiry, company });
  return (await inbox()).items
    .filter((item) => companies.includes(item.company))
    .map((item) => item.id)
    .reverse();
}

beforeAll(async () => {
  jordan = await signedInStaff(server, 'jordan.reyes@example.com');
  sam = await signedInStaff(server, 'sam.ortiz@example.com');
  await server.app.db.updateTable('users').set({ name: 'Jordan Reyes' }).where('email', '=', jordan.email).execute();
  await server.app.db.updateTable('users').set({ name: 'Sam Ortiz' }).where('email', '=', sam.email).execute();
});

describe(`the inbox for triage (${describeDatabase()})`, () => {
  test('counts every status whatever the filters, lists "assigned to me", and names each assignee', async () => {
    const [a, b, c, d] = await enquiries('Alpha Clinic', 'Beta Clinic', 'Gamma Clinic', 'Delta Clinic');
    expect((await change(a!, { status: 'contacted', assignee: jordan.email })).status).toBe(200);
    expect((await change(b!, { status: 'qualified', assignee: sam.email })).status).toBe(200);
    expect((await change(c!, { status: 'closed' })).status).toBe(200);
    const all = await inbox('?status=closed');
    expect(all.counts).toEqual({ new: 1, contacted: 1, qualified: 1, closed: 1 });
    expect(all.newCount).toBe(1);

    const mine = await inbox('?assigned=me');
    expect(mine.items.map((item) => [item.id, item.assignee, item.assigneeName])).toEqual([[a, jordan.email, 'Jordan Reyes']]);
    expect((await inbox('?assigned=me', sam)).items.map((item) => item.id)).toEqual([b]);
    expect((await inbox()).items.find((item) => item.id === d)).toMatchObject({ assignee: '', assigneeName: '' });

    const refused = await fetch(`${server.url}/staff/enquiries?assigned=sam`, { headers: consoleHeaders(jordan.cookie) });
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
      400,
      'Invalid `assigned` param: "me" or nothing',
    ]);
  });

  test('flags an enquiry still new after one business day, and only such', async () => {
    const [old, answered, fresh] = await enquiries('Waiting Clinic', 'Answered Clinic', 'Fresh Clinic');
    const longAgo = appwriteDate(new Date(server.app.clock().getTime() - 5 * 86_400_000));
    await server.app.db.updateTable('contact_enquiries').set({ created_at: longAgo }).where('id', 'in', [old!, answered!]).execute();
    await change(answered!, { status: 'contacted' });
    const items = (await inbox()).items;
    const flag = (id: number) => items.find((item) => item.id === id)?.overdue;
    expect([flag(old!), flag(answered!), flag(fresh!)]).toEqual([true, false, false]);
  });

  test('assigning an enquiry to someone else mails them the link to it; assigning oneself mails nobody', async () => {
    const [id] = await enquiries('Assigned Clinic');
    expect((await change(id!, { assignee: sam.email })).status).toBe(200);
    const mails = (await queuedMailsTo(server.app.db, sam.email)).filter((mail) => mail.subject.endsWith('Assigned Clinic'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Assigned to you: Maria Lopez, Assigned Clinic');
    expect(mails[0]!.text).toContain('Hello Sam Ortiz,');
    expect(mails[0]!.text).toContain('Jordan Reyes assigned you the enquiry from Maria Lopez of Assigned Clinic');
    expect(mails[0]!.text).toContain(`${SITE_ORIGIN}/staff/enquiries/${id}`);

    await change(id!, { assignee: sam.email }, sam);
    await change(id!, { assignee: '' }, sam);
    await change(id!, { assignee: sam.email }, sam);
    expect((await queuedMailsTo(server.app.db, sam.email)).filter((mail) => mail.subject.endsWith('Assigned Clinic'))).toHaveLength(1);
    const after = (await (
      await fetch(`${server.url}/staff/enquiries/${id}`, { headers: consoleHeaders(sam.cookie) })
    ).json()) as EnquiryDetail;
    expect(after.assignee).toBe(sam.email);
  });
});
