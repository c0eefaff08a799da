import type { AuditRecord, EnquiryDetail, EnquiryList, NewsletterSubscriberRow, StaffPage, SubscriptionRow } from '@rcm/shared';
import {
  EXPORT_ROW_COUNT_HEADER,
  STAFF_NO_ACCESS_MESSAGE,
  STAFF_PAGE_SIZE,
  STAFF_REQUEST_HEADER,
  STAFF_UNVERIFIED_MESSAGE,
} from '@rcm/shared';
import { sampleCard, sampleEnquiry, staffApiRoutes } from '@rcm/shared/testing';
import { seedEnquiries } from '../../cli/seed';
import { encodeCursor } from '../../staff/cursor';
import { csvCell } from '../../staff/csv';
import { exportTime } from '../../staff/export-cells';
import { consoleHeaders, setStaffRoleOf, signedInStaff, verifyAddress, type SignedInStaff } from '../../testing/staff-member';
import { failureOf } from '../../testing/failure-of';
import { endpointAnswering } from '../../testing/stand-in-endpoint';
import {
  describeDatabase,
  rowCount,
  sendJson,
  setUpSiteTrustingAppwrite,
  signedInCookie,
  SITE_ORIGIN,
  startTestServer,
  subscribe,
  type TestServer,
} from '../../testing/test-server';

let server: TestServer;
let staff: SignedInStaff;
let staffCookie: string;
let staffUserId: string;
let customerCookie: string;
const STAFF_EMAIL = 'staff.member@example.com';
const HOSTILE_MESSAGE = '=HYPERLINK("http://evil.example","Open") — please call us about claims, today';

async function getJson<T>(path: string, cookie = staffCookie): Promise<T> {
  const reply = await fetch(`${server.url}${path}`, { headers: consoleHeaders(cookie) });
  if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

/** The newest audit records that are not list views (reading the log is one). */
const auditedActs = async () =>
  (await getJson<StaffPage<AuditRecord>>('/staff/audit')).items.filter((record) => !record.action.startsWith('list.'));
const auditRowCount = () => rowCount(server, 'audit_log');

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedInStaff(server, STAFF_EMAIL);
  ({ cookie: staffCookie, userId: staffUserId } = staff);
  customerCookie = await signedInCookie(server, 'customer@example.com');
  await sendJson(`${server.url}/contact`, 'POST', { ...sampleEnquiry, company: 'First Clinic' });
  await sendJson(`${server.url}/contact`, 'POST', {
    ...sampleEnquiry,
    company: '<img src=x onerror=alert(1)>',
    first_name: 'Zoë',
    message: HOSTILE_MESSAGE,
  });
});
afterAll(() => server.close());

/** Adds a note (a text, or any body) to an enquiry's timeline as the staff member. */
const addNote = (id: number | string, note: unknown) =>
  sendJson(
    `${server.url}/staff/enquiries/${id}/notes`,
    'POST',
    typeof note === 'string' ? { text: note } : note,
    consoleHeaders(staffCookie),
  );

describe(`the staff API checks every caller on the server (${describeDatabase()})`, () => {
  let vipCookie: string;
  beforeAll(async () => {
    // A customer with a label of another kind: only `staff` opens the console.
    vipCookie = await signedInCookie(server, 'vip.customer@example.com');
    await verifyAddress(server, 'vip.customer@example.com');
    await server.app.db
      .updateTable('users')
      .set({ labels: JSON.stringify(['vip']) })
      .where('email', '=', 'vip.customer@example.com')
      .execute();
  });

  const send = (method: string, path: string, headers: Record<string, string>) => {
    const body = method === 'PATCH' ? JSON.stringify({ status: 'contacted' }) : undefined;
    return fetch(`${server.url}${path}`, {
      method,
      headers: { origin: SITE_ORIGIN, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body,
    });
  };

  test.each(staffApiRoutes)('%s %s: a guest gets 401, a customer 403, one labelled "vip" 403', async (method, path) => {
    expect((await send(method, path, { [STAFF_REQUEST_HEADER]: '1' })).status).toBe(401);
    for (const cookie of [customerCookie, vipCookie]) {
      const customer = await send(method, path, consoleHeaders(cookie));
      expect(customer.status).toBe(403);
      expect(await customer.json()).toMatchObject({ type: 'user_unauthorized', message: STAFF_NO_ACCESS_MESSAGE });
    }
  });

  test.each(staffApiRoutes)(
    "%s %s answers the console only: a staff member's cookie without its header (a link, a cross-site navigation) is 403 and audits nothing",
    async (method, path) => {
      const before = await auditRowCount();
      const navigation = {
        cookie: staffCookie,
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      };
      for (const headers of [
        { cookie: staffCookie },
        navigation,
        { ...navigation, 'sec-fetch-site': 'none' },
        { cookie: staffCookie, [STAFF_REQUEST_HEADER]: '0' },
        { cookie: staffCookie, [STAFF_REQUEST_HEADER]: '' },
      ] as Array<Record<string, string>>) {
        const reply = await send(method, path, headers);
        expect([reply.status, await reply.json()]).toEqual([
          403,
          expect.objectContaining({
            type: 'general_access_forbidden',
            message: 'Staff requests come from the staff console only (the x-staff-console header).',
          }),
        ]);
      }
      expect(await auditRowCount()).toBe(before);
    },
  );

  test("the console's header passes the CORS preflight from the site, and only from the site", async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/staff/exports/enquiries.csv`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': STAFF_REQUEST_HEADER },
      });
    const fromSite = await preflight(SITE_ORIGIN);
    expect(fromSite.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(fromSite.headers.get('access-control-allow-headers')?.split(/, */)).toContain(STAFF_REQUEST_HEADER);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a staff member whose address is not verified (any more) is refused, saying why; verified again, let in', async () => {
    const email = 'verified.once@example.com';
    const { cookie } = await signedInStaff(server, email);
    expect((await fetch(`${server.url}/staff/enquiries`, { headers: consoleHeaders(cookie) })).status).toBe(200);
    // What an email change leaves: another address, not verified, the label still there.
    await server.app.db
      .updateTable('users')
      .set({ email: 'changed.since@example.com', email_verified_at: '' })
      .where('email', '=', email)
      .execute();
    const refused = await fetch(`${server.url}/staff/enquiries`, { headers: consoleHeaders(cookie) });
    expect([refused.status, await refused.json()]).toEqual([
      403,
      expect.objectContaining({ type: 'user_unauthorized', message: STAFF_UNVERIFIED_MESSAGE }),
    ]);
    // Nor can enquiries go to them meanwhile.
    expect((await getJson<{ items: Array<{ email: string }> }>('/staff/members')).items.map((member) => member.email)).not.toContain(
      'changed.since@example.com',
    );
    await verifyAddress(server, 'changed.since@example.com');
    expect((await getJson<{ items: Array<{ email: string }> }>('/staff/members')).items.map((member) => member.email)).toContain(
      'changed.since@example.com',
    );
    expect((await fetch(`${server.url}/staff/enquiries`, { headers: consoleHeaders(cookie) })).status).toBe(200);
    await setStaffRoleOf(server, 'changed.since@example.com', false);
  });

  test('GET /v1/account returns the labels, and a customer cannot set them', async () => {
    const project = { 'x-appwrite-project': 'rcm' };
    const staff = await fetch(`${server.url}/v1/account`, { headers: { cookie: staffCookie, ...project } });
    expect(await staff.json()).toMatchObject({ labels: ['staff'] });
    for (const [path, body] of [
      ['/v1/account/prefs', { prefs: { labels: ['staff'] } }],
      ['/v1/account/name', { name: 'Mallory', labels: ['staff'] }],
    ] as const) {
      await sendJson(`${server.url}${path}`, 'PATCH', body, { cookie: customerCookie, ...project });
    }
    const customer = await fetch(`${server.url}/v1/account`, { headers: { cookie: customerCookie, ...project } });
    expect(await customer.json()).toMatchObject({ labels: [] });
    expect((await fetch(`${server.url}/staff/enquiries`, { headers: consoleHeaders(customerCookie) })).status).toBe(403);
  });

  test('a revocation applies at the next request', async () => {
    const email = 'short.lived@example.com';
    const { cookie } = await signedInStaff(server, email);
    expect((await fetch(`${server.url}/staff/enquiries`, { headers: consoleHeaders(cookie) })).status).toBe(200);
    await setStaffRoleOf(server, email, false);
    expect((await fetch(`${server.url}/staff/enquiries`, { headers: consoleHeaders(cookie) })).status).toBe(403);
  });
});

describe(`the inbox and one enquiry (${describeDatabase()})`, () => {
  test('newest first with the count of new ones; stored text comes back as it was sent', async () => {
    const list = await getJson<EnquiryList>('/staff/enquiries');
    expect(list.items.map((item) => item.company)).toEqual(['<img src=x onerror=alert(1)>', 'First Clinic']);
    expect(list.items[0]).toMatchObject({ firstName: 'Zoë', status: 'new', email: sampleEnquiry.email });
    expect(list.newCount).toBe(2);
    expect(list.nextCursor).toBeNull();
  });

  test('reading, then moving an enquiry on, adding notes and an assignee, is audited', async () => {
    const [first] = (await getJson<EnquiryList>('/staff/enquiries?q=first%20clinic')).items;
    const detail = await getJson<EnquiryDetail>(`/staff/enquiries/${first!.id}`);
    expect(detail).toMatchObject({ message: sampleEnquiry.message, phone: sampleEnquiry.phone, notes: [], assignee: '' });

    const update = (id: number | string, change: Record<string, unknown>) =>
      sendJson(`${server.url}/staff/enquiries/${id}`, 'PATCH', change, consoleHeaders(staffCookie));
    const changed = await update(first!.id, { status: 'contacted', assignee: STAFF_EMAIL });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ status: 'contacted', assignee: STAFF_EMAIL });
    const noted = await addNote(first!.id, 'Called back.\nWants a demo.');
    expect(noted.status).toBe(201);
    expect((noted.json as unknown as EnquiryDetail).notes).toEqual([
      {
        id: expect.any(Number),
        kind: 'note',
        at: expect.stringMatching(/^\d{4}-/),
        authorId: staffUserId,
        author: STAFF_EMAIL,
        text: 'Called back.\nWants a demo.',
      },
    ]);

    // To someone who is not staff, a field that cannot change (the note too: notes are added): 400; an enquiry that does not exist: 404.
    expect((await update(first!.id, { assignee: 'customer@example.com' })).status).toBe(400);
    expect((await update(first!.id, { email: 'x@example.com' })).status).toBe(400);
    expect((await update(first!.id, { note: 'overwrite' })).json.message).toBe('Invalid `note` param: not a field staff can change');
    expect((await update(999999, { status: 'closed' })).status).toBe(404);

    const audit = await auditedActs();
    const mine = audit.filter((record) => record.subject === `enquiry:${first!.id}`);
    expect(mine.map((record) => record.action)).toEqual(['enquiry.note', 'enquiry.update', 'enquiry.read']);
    expect(mine[1]).toMatchObject({ actorId: staffUserId, actor: STAFF_EMAIL, address: '127.0.0.1' });
    expect(JSON.parse(mine[1]!.detail)).toEqual({ status: { from: 'new', to: 'contacted' }, assignee: { from: '', to: STAFF_EMAIL } });
    // Which note, never its text.
    expect(JSON.parse(mine[0]!.detail)).toEqual({ note: (noted.json as unknown as EnquiryDetail).notes[0]!.id });
    expect(mine[0]!.detail).not.toContain('demo');
    const grant = audit.find((record) => record.action === 'role.grant' && record.subject === `user:${staffUserId}`);
    expect(grant).toMatchObject({ actorId: 'cli', actor: 'cli:test', address: '' });
    expect(JSON.parse(grant!.detail)).toEqual({
      label: 'staff',
      email: STAFF_EMAIL,
      emailVerifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await getJson<EnquiryList>('/staff/enquiries?status=contacted')).items.map((item) => item.id)).toEqual([first!.id]);
  });

  test('each bad change is a 400 naming what is wrong, and changes nothing; a change to the same values changes and audits nothing', async () => {
    const edge = (await getJson<EnquiryList>('/staff/enquiries')).items.find((item) => item.company.startsWith('<img'));
    const patch = (body: unknown, id: string | number = edge!.id) =>
      sendJson(`${server.url}/staff/enquiries/${id}`, 'PATCH', body, consoleHeaders(staffCookie));
    const cases: Array<[unknown, string]> = [
      ['null', 'Send the fields to change as a JSON object.'],
      ['"contacted"', 'Send the fields to change as a JSON object.'],
      ['[1]', 'Send the fields to change as a JSON object.'],
      [{ email: 'x@example.com' }, 'Invalid `email` param: not a field staff can change'],
      [{ status: 'open' }, 'Invalid `status` param: one of new, contacted, qualified, closed'],
      [{ note: 'x' }, 'Invalid `note` param: not a field staff can change'],
      [{ assignee: 7 }, "Invalid `assignee` param: a staff member's email, or empty for nobody"],
      [{ assignee: 'customer@example.com' }, "Invalid `assignee` param: a staff member's email, or empty for nobody"],
    ];
    for (const [body, message] of cases) expect([body, (await patch(body)).json.message]).toEqual([body, message]);
    for (const id of ['0', '01', '1.5', '12345678901234567', '2147483648', '9999999999999999', 'x1']) {
      expect((await patch({ status: 'closed' }, id)).json).toMatchObject({ code: 400, message: 'Invalid `id` param: an enquiry number' });
    }
    expect((await patch({ status: 'closed' }, 999999)).json).toMatchObject({ code: 404, type: 'enquiry_not_found' });

    const newestAudit = async () => (await auditedActs())[0];
    const auditBefore = await newestAudit();
    const same = await patch({ status: 'new', assignee: '' });
    expect(same.json).toMatchObject({ status: 'new', assignee: '' });
    expect(await newestAudit()).toEqual(auditBefore);

    const unassigned = await patch({ assignee: STAFF_EMAIL, status: 'qualified' });
    expect(unassigned.json).toMatchObject({ assignee: STAFF_EMAIL, status: 'qualified' });
    expect((await patch({ assignee: '' })).json).toMatchObject({ assignee: '', status: 'qualified' });
    expect(JSON.parse((await newestAudit())!.detail)).toEqual({ assignee: { from: STAFF_EMAIL, to: '' } });
  });

  test('the status can move back: a mis-click undone, a closed enquiry reopened, each move audited from and to', async () => {
    const edge = (await getJson<EnquiryList>('/staff/enquiries')).items.find((item) => item.company.startsWith('<img'));
    const patch = (body: unknown) => sendJson(`${server.url}/staff/enquiries/${edge!.id}`, 'PATCH', body, consoleHeaders(staffCookie));
    expect((await patch({ status: 'closed' })).json).toMatchObject({ status: 'closed' });
    expect((await patch({ status: 'contacted' })).json).toMatchObject({ status: 'contacted' });
    expect((await patch({ status: 'closed' })).json).toMatchObject({ status: 'closed' });
    const reopened = await patch({ status: 'new' });
    expect(reopened.status).toBe(200);
    expect(reopened.json).toMatchObject({ status: 'new' });
    const moves = (await auditedActs())
      .filter((record) => record.action === 'enquiry.update' && record.subject === `enquiry:${edge!.id}`)
      .slice(0, 4)
      .map((record) => (JSON.parse(record.detail) as { status: unknown }).status);
    expect(moves).toEqual([
      { from: 'closed', to: 'new' },
      { from: 'contacted', to: 'closed' },
      { from: 'closed', to: 'contacted' },
      { from: 'qualified', to: 'closed' },
    ]);
  });

  test('notes make a timeline, newest first, each kept as written; a note that is none is a 400 and adds nothing', async () => {
    const edge = (await getJson<EnquiryList>('/staff/enquiries')).items.find((item) => item.company.startsWith('<img'));
    const before = await getJson<EnquiryDetail>(`/staff/enquiries/${edge!.id}`);
    const cases: Array<[unknown, string]> = [
      [{}, 'Invalid `text` param: text of 1 to 5000 characters, not only spaces'],
      [{ text: 5 }, 'Invalid `text` param: text of 1 to 5000 characters, not only spaces'],
      [{ text: '' }, 'Invalid `text` param: text of 1 to 5000 characters, not only spaces'],
      [{ text: ' \n\t' }, 'Invalid `text` param: text of 1 to 5000 characters, not only spaces'],
      [{ text: 'x'.repeat(5001) }, 'Invalid `text` param: text of 1 to 5000 characters, not only spaces'],
      [{ text: 'bell\u0007' }, 'Invalid `text` param: text of 1 to 5000 characters, not only spaces'],
      [{ text: 'x', author: 'someone@else.example' }, 'Invalid `author` param: not a field staff can change'],
    ];
    for (const [body, message] of cases) expect([body, (await addNote(edge!.id, body)).json.message]).toEqual([body, message]);
    expect((await addNote(999999, 'x')).json).toMatchObject({ code: 404, type: 'enquiry_not_found' });
    expect((await addNote('x1', 'x')).json).toMatchObject({ code: 400, message: 'Invalid `id` param: an enquiry number' });
    expect((await getJson<EnquiryDetail>(`/staff/enquiries/${edge!.id}`)).notes).toEqual(before.notes);

    server.advanceClock(60);
    await addNote(edge!.id, 'Called 27/11 10:15, left voicemail.');
    server.advanceClock(60);
    const second = await addNote(edge!.id, 'x'.repeat(5000));
    const notes = (second.json as unknown as EnquiryDetail).notes;
    expect(notes.map((note) => note.text)).toEqual([
      'x'.repeat(5000),
      'Called 27/11 10:15, left voicemail.',
      ...before.notes.map((note) => note.text),
    ]);
    expect(notes[0]!.at > notes[1]!.at).toBe(true);
    expect((second.json as unknown as EnquiryDetail).updatedAt).toBe(notes[0]!.at);
    expect(await getJson<EnquiryDetail>(`/staff/enquiries/${edge!.id}`)).toMatchObject({ notes });
    // Kept as written: the database itself refuses to rewrite one.
    expect(await failureOf(server.app.db.updateTable('enquiry_notes').set({ text: 'rewritten' }).execute())).toMatch(/append-only/);
    expect((await getJson<EnquiryDetail>(`/staff/enquiries/${edge!.id}`)).notes).toEqual(notes);
  });

  test('an enquiry number that is none is a 400, one that does not exist a 404 saying so', async () => {
    const read = (id: string) =>
      fetch(`${server.url}/staff/enquiries/${id}`, { headers: consoleHeaders(staffCookie) }).then(async (reply) => ({
        status: reply.status,
        json: (await reply.json()) as Record<string, unknown>,
      }));
    // 1e0 is a number to JavaScript, and enquiry 1 exists: still not an enquiry number.
    expect(await read('1e0')).toMatchObject({ status: 400, json: { message: 'Invalid `id` param: an enquiry number' } });
    expect(await read('999999')).toMatchObject({
      status: 404,
      json: { type: 'enquiry_not_found', message: 'There is no enquiry with this number.' },
    });
    // The largest id an integer column holds (PostgreSQL: 32 bits; one more was a 500 there).
    expect(await read('2147483647')).toMatchObject({ status: 404, json: { type: 'enquiry_not_found' } });
    expect(await read('2147483648')).toMatchObject({ status: 400, json: { message: 'Invalid `id` param: an enquiry number' } });
  });

  test('the staff list names every member, and an enquiry can go to any of them; a status change audits only the status', async () => {
    const second = 'second.staff@example.com';
    await signedInStaff(server, second);
    const members = await getJson<{ items: Array<{ email: string }> }>('/staff/members');
    expect(members.items.map((member) => member.email).sort()).toEqual([second, STAFF_EMAIL]);

    const [one] = (await getJson<EnquiryList>('/staff/enquiries?q=first%20clinic')).items;
    expect(one).toMatchObject({ status: 'contacted' });
    const patch = (body: unknown) => sendJson(`${server.url}/staff/enquiries/${one!.id}`, 'PATCH', body, consoleHeaders(staffCookie));
    for (const assignee of [second, STAFF_EMAIL]) expect((await patch({ assignee })).json).toMatchObject({ assignee });
    expect((await patch({ status: 'closed' })).json).toMatchObject({ status: 'closed', assignee: STAFF_EMAIL });
    const [latest] = (await getJson<StaffPage<AuditRecord>>('/staff/audit?limit=1')).items;
    expect(JSON.parse(latest!.detail)).toEqual({ status: { from: 'contacted', to: 'closed' } });
    await setStaffRoleOf(server, second, false);
  });

  test('bad filters and cursors are 400s naming the parameter', async () => {
    for (const query of ['status=open', 'from=2026-02-30', 'limit=500', 'limit=0', 'cursor=not-a-cursor', `q=${'x'.repeat(101)}`]) {
      const reply = await fetch(`${server.url}/staff/enquiries?${query}`, { headers: consoleHeaders(staffCookie) });
      expect(reply.status).toBe(400);
      expect(((await reply.json()) as { message: string }).message).toMatch(new RegExp(query.split('=')[0]!));
    }
    // A parameter given twice reaches the route as a list: no text.
    const twice = await fetch(`${server.url}/staff/enquiries?status=new&status=new`, { headers: consoleHeaders(staffCookie) });
    expect([twice.status, ((await twice.json()) as { message: string }).message]).toEqual([
      400,
      'Invalid `status` param: at most 16 characters of text',
    ]);
    // The route's schema refuses every parameter given twice, with what the parameter may be.
    const maxLengths = { status: 16, q: 100, interest: 100, from: 10, to: 10, cursor: 400, limit: 3 };
    for (const [name, maxLength] of Object.entries(maxLengths)) {
      for (const path of ['enquiries', 'exports/enquiries.csv', ...(['cursor', 'limit'].includes(name) ? ['subscribers', 'audit'] : [])]) {
        const reply = await fetch(`${server.url}/staff/${path}?${name}=1&${name}=2`, { headers: consoleHeaders(staffCookie) });
        expect([path, reply.status, ((await reply.json()) as { message: string }).message]).toEqual([
          path,
          400,
          `Invalid \`${name}\` param: at most ${maxLength} characters of text`,
        ]);
      }
    }
  });

  test('a cursor holds what its list gave: whole ids, text without control characters (NUL was a 500 on PostgreSQL); anything else is a 400', async () => {
    const read = async (path: string, key: unknown[]) => {
      const reply = await fetch(`${server.url}/staff/${path}?cursor=${Buffer.from(JSON.stringify(key)).toString('base64url')}`, {
        headers: consoleHeaders(staffCookie),
      });
      return { status: reply.status, message: ((await reply.json()) as { message?: string }).message };
    };
    const refused = { status: 400, message: 'Invalid `cursor` param: not a cursor this list gave' };
    for (const path of ['enquiries', 'subscriptions', 'audit']) {
      for (const key of [[1.5], [1e300], [-1], ['1'], [null], [1, 2], []])
        expect([path, key, await read(path, key)]).toEqual([path, key, refused]);
      expect(await read(path, [0])).toEqual({ status: 200, message: undefined });
      expect(await read(path, [2_147_483_647])).toEqual({ status: 200, message: undefined });
      expect(await read(path, [2_147_483_648])).toEqual(refused);
    }
    for (const key of [
      ['2026-01-01T00:00:00.000+00:00\u0000', 'a@example.com'],
      ['2026-01-01T00:00:00.000+00:00', 'a\u0000@example.com'],
      ['2026-01-01', 'a\u001f'],
      ['2026-01-01', 7],
    ]) {
      expect([key, await read('subscribers', key)]).toEqual([key, refused]);
    }
    expect(await read('subscribers', ['2026-01-01T00:00:00.000+00:00', 'Zoë@example.com'])).toEqual({ status: 200, message: undefined });
    expect(encodeCursor([12])).toBe(Buffer.from('[12]').toString('base64url'));
  });
});

describe(`long lists and exports (${describeDatabase()})`, () => {
  beforeAll(async () => {
    await seedEnquiries(server.app.db, 120, Date.parse('2026-06-01T00:00:00Z'));
  });

  test('pages follow each other without gaps or repeats, under every filter', async () => {
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: EnquiryList = await getJson<EnquiryList>(`/staff/enquiries?interest=datasphere${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(STAFF_PAGE_SIZE);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(30);
  });

  test('search finds word beginnings in name, company, email and phone, ignoring case; punctuation is no pattern; dates bound the arrival day', async () => {
    expect((await getJson<EnquiryList>('/staff/enquiries?q=MARIA.LOPEZ.0%40')).items).toHaveLength(1);
    expect((await getJson<EnquiryList>('/staff/enquiries?q=maria.lopez.0%40example.com')).items.map((item) => item.email)).toEqual([
      'maria.lopez.0@example.com',
    ]);
    const found = (await getJson<EnquiryList>('/staff/enquiries?q=riverside%20clin%201')).items;
    // "First Clinic" is found too: riversideclinic in its email, and its phone (searched as well) starts with 1.
    expect(found.filter((item) => item.company === 'First Clinic').map((item) => item.email)).toEqual(['maria@riversideclinic.com']);
    const riverside = found.filter((item) => item.company !== 'First Clinic');
    expect(riverside.map((item) => item.company)).toContain('Riverside Clinic 1');
    expect(
      riverside.every(
        (item) => /^Riverside Clinic \d+$/.test(item.company) && /\b1/.test(`${item.company} ${item.email.replace(/\W/g, ' ')}`),
      ),
    ).toBe(true);
    expect((await getJson<EnquiryList>('/staff/enquiries?q=ZOË')).items.map((item) => item.firstName)).toEqual(['Zoë']);
    expect((await getJson<EnquiryList>('/staff/enquiries?q=iverside')).items).toHaveLength(0);
    expect((await getJson<EnquiryList>('/staff/enquiries?q=%25')).items).toHaveLength(0);
    expect((await getJson<EnquiryList>('/staff/enquiries?q=_')).items).toHaveLength(0);
    const range = await getJson<EnquiryList>('/staff/enquiries?from=2025-06-01&to=2025-06-01');
    expect(range.items.every((item) => item.createdAt.startsWith('2025-06-01'))).toBe(true);
  });

  test('the enquiry export is RFC 4180 CSV with every row, its size announced, and audited', async () => {
    const edge = (await getJson<EnquiryList>('/staff/enquiries?q=onerror')).items.find((item) => item.company.startsWith('<img'));
    const { notes } = await getJson<EnquiryDetail>(`/staff/enquiries/${edge!.id}`);
    expect(notes.length).toBeGreaterThan(1);
    await staff.stepUp();
    const reply = await fetch(`${server.url}/staff/exports/enquiries.csv`, { headers: consoleHeaders(staffCookie) });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(reply.headers.get(EXPORT_ROW_COUNT_HEADER)).toBe('122');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await reply.arrayBuffer());
    // The byte order mark, then the header: every column, named as staff read them.
    expect(text.slice(0, text.indexOf('\r\n'))).toBe(
      '\uFEFFid,received (UTC),status,assignee,first name,last name,title,company,interest,heard about us,country,email,phone,message,notes',
    );
    expect(text).toContain(',<img src=x onerror=alert(1)>,');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Open"") — please call us about claims, today"`);
    expect(text.endsWith('\r\n')).toBe(true);
    // Every note of an enquiry in its cell, oldest first, each with its time (as the other times: UTC, to the second) and author.
    const cell = [...notes].reverse().map((note) => `${exportTime(note.at)} ${note.author}: ${note.text}`);
    expect(cell.slice(-2)).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} staff\.member@example\.com: Called 27\/11 10:15, left voicemail\.$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} staff\.member@example\.com: x{5000}$/),
    ]);
    expect(text).toContain(`,${csvCell(cell.join('\n\n'))}\r\n`);
    // One record per enquiry, each on a line of its own that starts with its number.
    expect(text.match(/\r\n\d+,\d{4}-/g)).toHaveLength(122);
    const audit = await getJson<StaffPage<AuditRecord>>('/staff/audit?limit=1');
    expect(audit.items[0]).toMatchObject({ action: 'export.enquiries', subject: 'enquiries', actorId: staffUserId, actor: STAFF_EMAIL });
    expect(JSON.parse(audit.items[0]!.detail)).toMatchObject({ rows: 122 });
  });

  test('subscribers and subscriptions: newest first, pending ones marked, the card as its last four digits only', async () => {
    for (const email of ['a@example.com', 'b@example.com']) await sendJson(`${server.url}/newsletter`, 'POST', { email });
    await server.app.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'confirmed', confirmed_at: '2030-01-01T00:00:00.000+00:00' })
      .where('email', '=', 'a@example.com')
      .execute();
    const subscribers = await getJson<StaffPage<NewsletterSubscriberRow>>('/staff/subscribers?limit=1');
    expect(subscribers.items).toHaveLength(1);
    const next = await getJson<StaffPage<NewsletterSubscriberRow>>(`/staff/subscribers?limit=1&cursor=${subscribers.nextCursor}`);
    expect([subscribers.items[0]!, next.items[0]!].sort((one, other) => one.email.localeCompare(other.email))).toEqual([
      expect.objectContaining({ email: 'a@example.com', status: 'confirmed', confirmedAt: '2030-01-01T00:00:00.000+00:00' }),
      expect.objectContaining({ email: 'b@example.com', status: 'pending', confirmedAt: '' }),
    ]);

    await subscribe(server, 'customer@example.com', 'gold', { cookie: customerCookie });
    const subscriptions = await getJson<StaffPage<SubscriptionRow>>('/staff/subscriptions');
    expect(subscriptions.items[0]).toMatchObject({
      username: 'customer@example.com',
      package: 'gold',
      cardLast4: sampleCard.number.slice(-4),
      cancelledAt: '',
    });
    expect(JSON.stringify(subscriptions)).not.toContain(sampleCard.number);

    // The export is the mailing list: confirmed addresses only.
    await staff.stepUp();
    const csv = await fetch(`${server.url}/staff/exports/subscribers.csv`, { headers: consoleHeaders(staffCookie) });
    expect(csv.headers.get(EXPORT_ROW_COUNT_HEADER)).toBe('1');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [exported] = (await getJson<StaffPage<AuditRecord>>('/staff/audit?limit=1')).items;
    expect(exported).toMatchObject({ action: 'export.subscribers', subject: 'newsletter_subscribers', actor: STAFF_EMAIL });
    expect(JSON.parse(exported!.detail)).toEqual({ rows: 1 });
    const lines = (await csv.text()).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('email,signed up (UTC),confirmed (UTC)');
    expect(lines[1]).toMatch(/^a@example\.com,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,2030-01-01 00:00:00$/);
  });
});

describe(`every list page is audited: what was asked, which page, how many rows (${describeDatabase()})`, () => {
  const newest = () => server.app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  beforeAll(async () => {
    // A second subscription, so that each list has a second page.
    await subscribe(server, 'customer@example.com', 'platinum', { cookie: customerCookie });
  });

  test('the inbox, with its filters and cursor', async () => {
    const first = await getJson<EnquiryList>('/staff/enquiries?q=riverside&interest=datasphere&limit=2');
    const record = await newest();
    expect(record).toMatchObject({
      action: 'list.enquiries',
      subject: 'enquiries',
      actor_id: staffUserId,
      actor: STAFF_EMAIL,
      address: '127.0.0.1',
    });
    expect(JSON.parse(record.detail)).toEqual({ filters: { interest: 'datasphere', q: 'riverside' }, cursor: null, limit: 2, rows: 2 });
    const second = await getJson<EnquiryList>(`/staff/enquiries?q=riverside&interest=datasphere&limit=2&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(2);
    expect(JSON.parse((await newest()).detail)).toEqual({
      filters: { interest: 'datasphere', q: 'riverside' },
      cursor: first.nextCursor,
      limit: 2,
      rows: 2,
    });
    await getJson<EnquiryList>('/staff/enquiries?q=nobody-has-this-name');
    expect(JSON.parse((await newest()).detail)).toEqual({
      filters: { q: 'nobody-has-this-name' },
      cursor: null,
      limit: STAFF_PAGE_SIZE,
      rows: 0,
    });
  });

  test.each([
    ['subscribers', 'list.subscribers', 'newsletter_subscribers'],
    ['subscriptions', 'list.subscriptions', 'subscriptions'],
    ['audit', 'list.audit', 'audit_log'],
  ])('/staff/%s', async (path, action, subject) => {
    const page = await getJson<StaffPage<unknown>>(`/staff/${path}?limit=1`);
    expect(page.items).toHaveLength(1);
    const record = await newest();
    expect(record).toMatchObject({ action, subject, actor_id: staffUserId, actor: STAFF_EMAIL, address: '127.0.0.1' });
    expect(JSON.parse(record.detail)).toEqual({ cursor: null, limit: 1, rows: 1 });
    await getJson<StaffPage<unknown>>(`/staff/${path}?limit=1&cursor=${page.nextCursor}`);
    expect(JSON.parse((await newest()).detail)).toEqual({ cursor: page.nextCursor, limit: 1, rows: 1 });
  });

  test('the audit log shows what was there before this view; a refused request records nothing', async () => {
    const before = await newest();
    const [shown] = (await getJson<StaffPage<AuditRecord>>('/staff/audit?limit=1')).items;
    expect(shown).toMatchObject({ id: Number(before.id), action: before.action, actorId: before.actor_id });
    const count = await auditRowCount();
    expect((await fetch(`${server.url}/staff/subscribers?cursor=not-a-cursor`, { headers: consoleHeaders(staffCookie) })).status).toBe(400);
    expect((await fetch(`${server.url}/staff/enquiries?from=2026-02-30`, { headers: consoleHeaders(staffCookie) })).status).toBe(400);
    expect(await auditRowCount()).toBe(count);
  });
});

describe(`with a trusted Appwrite, its account says who is staff: the label and a verified address (${describeDatabase()})`, () => {
  const { appwrite, site } = setUpSiteTrustingAppwrite();

  test("Appwrite's `emailVerification` false is refused, saying why; true is let in", async () => {
    const email = 'cloud.staff@example.com';
    const { cookie } = await signedInStaff(appwrite, email);
    const { json } = await sendJson(`${appwrite.url}/v1/account/jwts`, 'POST', {}, { cookie, 'x-appwrite-project': 'rcm' });
    const inbox = () =>
      fetch(`${site.url}/staff/enquiries`, { headers: { 'x-appwrite-jwt': json.jwt as string, [STAFF_REQUEST_HEADER]: '1' } });
    expect((await inbox()).status).toBe(200);
    await appwrite.app.db.updateTable('users').set({ email_verified_at: '' }).where('email', '=', email).execute();
    const refused = await inbox();
    expect([refused.status, await refused.json()]).toEqual([403, expect.objectContaining({ message: STAFF_UNVERIFIED_MESSAGE })]);
  });

  test('an Appwrite that leaves `emailVerification` out is taken as unverified', async () => {
    const stand = await endpointAnswering((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ $id: 'u9', email: 'old.api@example.com', name: '', labels: ['staff'] })),
    );
    const standSite = await startTestServer({ trustedAppwrite: { endpoint: stand.url, projectId: 'rcm' } });
    try {
      const reply = await fetch(`${standSite.url}/staff/enquiries`, {
        headers: { 'x-appwrite-jwt': 'a.jwt.value', [STAFF_REQUEST_HEADER]: '1' },
      });
      expect([reply.status, await reply.json()]).toEqual([403, expect.objectContaining({ message: STAFF_UNVERIFIED_MESSAGE })]);
    } finally {
      await standSite.close();
      await stand.close();
    }
  });
});
