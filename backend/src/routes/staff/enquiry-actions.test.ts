import type { AuditRecord, EnquiryDetail, EnquiryList, StaffPage } from '@rcm/shared';
import { ENQUIRY_REPLY_MAX_LENGTH } from '@rcm/shared';
import { sampleEnquiry } from '@rcm/shared/testing';
import { outboxRows, queuedMailsTo } from '../../testing/outbox';
import { consoleHeaders, signedInStaff, type SignedInStaff } from '../../testing/staff-member';
import { describeDatabase, sendJson, setUpTestServer } from '../../testing/test-server';

const server = setUpTestServer();
let staff: SignedInStaff;
const ENQUIRER = 'dana.m@maplegrovefm.com';

async function getJson<T>(path: string): Promise<T> {
  const reply = await fetch(`${server.url}${path}`, { headers: consoleHeaders(staff.cookie) });
  if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

const replyTo = (id: number | string, body: unknown) =>
  sendJson(`${server.url}/staff/enquiries/${id}/replies`, 'POST', body, consoleHeaders(staff.cookie));

/** A new enquiry from the contact form, as Dana; its number. */
async function newEnquiry(company: string): Promise<number> {
  await sendJson(`${server.url}/contact`, 'POST', {
    ...sampleEnquiry,
    email: ENQUIRER,
    first_name: 'Dana',
    last_name: 'Whitfield',
    company,
  });
  return (await getJson<EnquiryList>(`/staff/enquiries?q=${encodeURIComponent(company)}`)).items[0]!.id;
}

const auditOf = async (id: number) =>
  (await getJson<StaffPage<AuditRecord>>('/staff/audit')).items.filter((record) => record.subject === `enquiry:${id}`);

beforeAll(async () => {
  staff = await signedInStaff(server, 'jordan.reyes@example.com');
  await server.app.db.updateTable('users').set({ name: 'Jordan Reyes' }).where('email', '=', staff.email).execute();
});

describe(`a reply from the console (${describeDatabase()})`, () => {
  test('is mailed to the enquirer from the company with Reply-To sales, kept on the timeline, moves a new enquiry to contacted, audited', async () => {
    const id = await newEnquiry('Maple Grove Family Medicine');
    const text = 'Thank you, Dana.\nWe can call on Monday.\n\n<b>Jordan</b> & the team';
    const sent = await replyTo(id, { text });
    expect(sent.status).toBe(201);
    const after = sent.json as unknown as EnquiryDetail;
    expect(after.status).toBe('contacted');
    expect(after.notes).toEqual([
      { id: expect.any(Number), kind: 'reply', at: expect.stringMatching(/^\d{4}-/), authorId: staff.userId, author: staff.email, text },
    ]);
    expect(await getJson<EnquiryDetail>(`/staff/enquiries/${id}`)).toMatchObject({ status: 'contacted', notes: after.notes });

    const mails = (await queuedMailsTo(server.app.db, ENQUIRER)).filter((mail) => mail.kind === 'enquiry-reply');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Re: your enquiry to Clarity RCM');
    expect(mail!.text).toContain('Dear Dana Whitfield,');
    expect(mail!.text).toContain('Thank you, Dana.\nWe can call on Monday.');
    expect(mail!.text).toContain('<b>Jordan</b> & the team');
    expect(mail!.text).toContain('Jordan Reyes');
    // The typed text is text in the HTML part too: escaped, its line break a <br>.
    expect(mail!.html).toContain('&lt;b&gt;Jordan&lt;/b&gt; &amp; the team');
    expect(mail!.html).toContain('Thank you, Dana.<br/>We can call on Monday.');
    expect(mail!.html).not.toContain('<b>Jordan');
    const row = (await outboxRows(server.app.db)).find((outbox) => outbox.kind === 'enquiry-reply');
    expect(JSON.parse(row!.headers)).toEqual({ 'Reply-To': 'sales@clarityrcm.com' });

    const audit = (await auditOf(id)).filter((record) => record.action !== 'enquiry.read');
    expect(audit.map((record) => [record.action, JSON.parse(record.detail)])).toEqual([
      ['enquiry.update', { status: { from: 'new', to: 'contacted' } }],
      ['enquiry.reply', { note: after.notes[0]!.id }],
    ]);
    expect(audit[0]).toMatchObject({ actorId: staff.userId, actor: staff.email });
    expect(audit[1]!.detail).not.toContain('Monday');
  });

  test('a reply to an enquiry already past new leaves its status; the timeline keeps notes and replies, newest first', async () => {
    const id = await newEnquiry('Second Street Clinic');
    const patch = await sendJson(`${server.url}/staff/enquiries/${id}`, 'PATCH', { status: 'qualified' }, consoleHeaders(staff.cookie));
    expect(patch.status).toBe(200);
    await sendJson(`${server.url}/staff/enquiries/${id}/notes`, 'POST', { text: 'Called, no answer.' }, consoleHeaders(staff.cookie));
    const sent = await replyTo(id, { text: 'Following up by mail.' });
    expect(sent.status).toBe(201);
    const after = sent.json as unknown as EnquiryDetail;
    expect(after.status).toBe('qualified');
    expect(after.notes.map((note) => [note.kind, note.text])).toEqual([
      ['reply', 'Following up by mail.'],
      ['note', 'Called, no answer.'],
    ]);
    expect((await auditOf(id)).map((record) => record.action).slice(0, 3)).toEqual(['enquiry.reply', 'enquiry.note', 'enquiry.update']);
  });

  test('an empty, blank or too long reply, or one to no enquiry, is refused, and nothing is kept, mailed or audited', async () => {
    const id = await newEnquiry('Refused Reply Clinic');
    const before = (await outboxRows(server.app.db)).length;
    const problem = `Invalid \`text\` param: text of 1 to ${ENQUIRY_REPLY_MAX_LENGTH} characters, not only spaces`;
    for (const body of [{ text: '' }, { text: ' \n ' }, { text: 'x'.repeat(ENQUIRY_REPLY_MAX_LENGTH + 1) }, {}]) {
      const refused = await replyTo(id, body);
      expect([refused.status, refused.json.message]).toEqual([400, problem]);
    }
    expect((await replyTo(999999, { text: 'Hello' })).status).toBe(404);
    expect(await getJson<EnquiryDetail>(`/staff/enquiries/${id}`)).toMatchObject({ status: 'new', notes: [] });
    expect((await outboxRows(server.app.db)).length).toBe(before);
    expect((await auditOf(id)).map((record) => record.action)).toEqual(['enquiry.read']);
    expect((await replyTo(id, { text: 'x'.repeat(ENQUIRY_REPLY_MAX_LENGTH) })).status).toBe(201);
  });
});
