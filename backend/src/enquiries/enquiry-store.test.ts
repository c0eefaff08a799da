import type { EnquiryFilters } from '@rcm/shared';
import { sampleEnquiry } from '@rcm/shared/testing';
import { seedEnquiries } from '../cli/seed';
import { appwriteDate } from '../db/timestamp';
import { describeDatabase, setUpTestServer } from '../testing/test-server';
import { countEnquiries, enquiryExportHeader, enquiryExportRows, listEnquiries } from './enquiry-store';
import { indexEnquiry } from './search-terms';

const server = setUpTestServer();

/** Stores an enquiry that arrived at `at` (ISO 8601), searchable as the contact form's are; its id. */
async function addEnquiry(at: string, overrides: Partial<typeof sampleEnquiry> = {}): Promise<number> {
  const { db } = server.app;
  const enquiry = { ...sampleEnquiry, ...overrides };
  const createdAt = appwriteDate(new Date(at));
  const row = await db
    .insertInto('contact_enquiries')
    .values({ ...enquiry, created_at: createdAt, updated_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexEnquiry(db, Number(row.id), enquiry);
  return Number(row.id);
}

const listed = async (filters: EnquiryFilters, limit = 50, cursor?: string) =>
  listEnquiries(server.app.db, server.app.dbKind, filters, cursor ? { cursor, limit } : { limit });
const listedIds = async (filters: EnquiryFilters) => (await listed(filters)).items.map((item) => item.id);
const exported = async (filters: EnquiryFilters) => {
  const rows: Array<Array<string | number>> = [];
  for await (const batch of enquiryExportRows(server.app.db, server.app.dbKind, filters)) rows.push(...batch);
  return rows;
};
const day = (date: string): EnquiryFilters => ({ from: date, to: date });

describe(`the inbox's lists and export (${describeDatabase()})`, () => {
  test("a day is a whole UTC day, to the millisecond, across a month's and a year's end; the list, the count and the export agree", async () => {
    const ids = {} as Record<string, number>;
    for (const at of [
      '2025-05-31T23:59:59.999Z',
      '2025-06-01T00:00:00.000Z',
      '2025-06-01T23:59:59.999Z',
      '2025-06-02T00:00:00.000Z',
      '2025-12-31T23:59:59.999Z',
      '2026-01-01T00:00:00.000Z',
    ]) {
      ids[at] = await addEnquiry(at);
    }
    const cases: Array<[EnquiryFilters, string[]]> = [
      [day('2025-05-31'), ['2025-05-31T23:59:59.999Z']],
      [day('2025-06-01'), ['2025-06-01T23:59:59.999Z', '2025-06-01T00:00:00.000Z']],
      [{ from: '2025-06-02', to: '2025-12-31' }, ['2025-12-31T23:59:59.999Z', '2025-06-02T00:00:00.000Z']],
      [{ from: '2025-06-01', to: '2025-06-02' }, ['2025-06-02T00:00:00.000Z', '2025-06-01T23:59:59.999Z', '2025-06-01T00:00:00.000Z']],
      [day('2026-01-01'), ['2026-01-01T00:00:00.000Z']],
      [{ from: '2025-05-30', to: '2025-05-30' }, []],
    ];
    for (const [filters, arrivals] of cases) {
      const expected = arrivals.map((at) => ids[at]);
      expect([filters, await listedIds(filters)]).toEqual([filters, expected]);
      expect([filters, await countEnquiries(server.app.db, server.app.dbKind, filters)]).toEqual([filters, expected.length]);
      expect([filters, (await exported(filters)).map((row) => row[0])]).toEqual([filters, expected]);
    }
  });

  test('a page that ends the list has no next cursor, however full', async () => {
    const ids = [];
    for (const at of ['2024-03-01T08:00:00.000Z', '2024-03-01T09:00:00.000Z', '2024-03-01T10:00:00.000Z'])
      ids.unshift(await addEnquiry(at));
    const filters = day('2024-03-01');
    expect(await listed(filters, 3)).toMatchObject({ items: ids.map((id) => ({ id })), nextCursor: null });
    const first = await listed(filters, 2);
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(await listed(filters, 2, first.nextCursor!)).toMatchObject({ items: [{ id: ids[2] }], nextCursor: null });
    const [one, two] = [await listed(filters, 1), await listed(filters, 1, (await listed(filters, 1)).nextCursor!)];
    expect([one.items[0]!.id, two.items[0]!.id, two.nextCursor]).toEqual([ids[0], ids[1], expect.any(String)]);
    expect(await listed(filters, 1, two.nextCursor!)).toMatchObject({ items: [{ id: ids[2] }], nextCursor: null });
  });

  test('an enquiry without a letter or digit in its name, company, email, phone and message is stored without search terms, and listed', async () => {
    // The contact form never sends one (its email's domain is words), but indexing one must not fail.
    const id = await addEnquiry('2023-05-05T10:00:00.000Z', {
      first_name: '--',
      last_name: '..',
      company: '&',
      email: '@.',
      phone: '+()',
      message: '?! …',
    });
    expect(await server.app.db.selectFrom('enquiry_search_terms').select('term').where('enquiry_id', '=', id).execute()).toEqual([]);
    expect(await listedIds(day('2023-05-05'))).toEqual([id]);
  });

  test("the export holds every row the filters select, newest first, in the header's columns, past a batch of 100 and at exactly 100", async () => {
    // 100 enquiries over 2022 (the seed spreads them over the year before its date).
    await seedEnquiries(server.app.db, 100, Date.parse('2023-01-01T00:00:00Z'));
    const year = { from: '2022-01-01', to: '2022-12-31' };
    const hundred = await listedIds(year);
    expect(hundred).toHaveLength(50);
    const all = await exported(year);
    expect(all).toHaveLength(100);
    expect(all.slice(0, 50).map((row) => row[0])).toEqual(hundred);
    expect(all.map((row) => row[0])).toEqual([...all.map((row) => row[0])].sort((a, b) => Number(b) - Number(a)));

    const last = await addEnquiry('2022-12-31T23:59:59.999Z', {
      first_name: 'Ada',
      last_name: 'Byron',
      title: 'Dr.',
      company: 'Analytical Clinic',
      interest: 'datasphere',
      method: '3',
      country: 'Canada',
      email: 'ada@analytical.example',
      phone: '15550000001',
      message: 'Numbers.',
    });
    const more = await exported(year);
    expect(more).toHaveLength(101);
    expect(await countEnquiries(server.app.db, server.app.dbKind, year)).toBe(101);
    // What people read (STAFF-4): a readable time, the labels the form showed, the phone as text.
    expect(more[0]).toEqual([
      last,
      '2022-12-31 23:59:59',
      'new',
      '',
      'Ada',
      'Byron',
      'Dr.',
      'Analytical Clinic',
      'Datasphere',
      'Referral',
      'Canada',
      'ada@analytical.example',
      '1-555-000-0001',
      'Numbers.',
      '',
    ]);
    expect(more[0]).toHaveLength(enquiryExportHeader.length);
    expect(more.slice(1)).toEqual(all);

    expect(await exported(day('2021-01-01'))).toEqual([]);
  });
});
