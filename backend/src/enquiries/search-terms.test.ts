import { sampleEnquiry } from '@rcm/shared/testing';
import { describeDatabase, startTestServer, type TestServer } from '../testing/test-server';
import { enquirySearchTerms, indexEnquiry, searchCandidates, searchWords } from './search-terms';

test("an enquiry's search terms are the lower-case words of its name, company and email, once each", () => {
  expect(
    enquirySearchTerms({
      first_name: 'Zoë',
      last_name: "O'Brien-Smith",
      company: 'Clínica São Paulo',
      email: 'zoe.obrien@sao-paulo.example',
    }),
  ).toEqual(['zoë', 'o', 'brien', 'smith', 'clínica', 'são', 'paulo', 'zoe', 'obrien', 'sao', 'example']);
  expect(enquirySearchTerms({ first_name: '東京', last_name: 'メディカル', company: 'مستشفى', email: 'a@b.c' })).toEqual([
    '東京',
    'メディカル',
    'مستشفى',
    'a',
    'b',
    'c',
  ]);
});

test('a search is split the same way; punctuation alone has no word', () => {
  expect(searchWords('  Maria.LOPEZ@ ')).toEqual(['maria', 'lopez']);
  expect(searchWords('%_--')).toEqual([]);
  expect(searchWords('x'.repeat(150))).toEqual(['x'.repeat(100)]);
});

describe(`the search's candidates (${describeDatabase()})`, () => {
  let server: TestServer;
  const ids: number[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.app;
    const enquiries = [
      { first_name: 'Maria', last_name: 'Lopez', company: 'Riverside Clinic', email: 'maria@riverside.example' },
      { first_name: 'Ann', last_name: 'Lee', company: 'Riverside Clinic', email: 'ann@riverside.example' },
      { first_name: 'Bo', last_name: 'Chen', company: 'Hillside Clinic', email: 'bo@hillside.example' },
    ];
    for (const enquiry of enquiries) {
      const createdAt = '2026-03-01T10:00:00.000+00:00';
      const row = await db
        .insertInto('contact_enquiries')
        .values({ ...sampleEnquiry, ...enquiry, created_at: createdAt, updated_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
      await indexEnquiry(db, Number(row.id), enquiry);
    }
  });
  afterAll(() => server.close());

  test('no search is no filter; a search without a word, or with a word nothing starts with, is null (nothing matches) before any candidate query', async () => {
    const { db } = server.app;
    expect(await searchCandidates(db, undefined)).toBeUndefined();
    expect(await searchCandidates(db, '')).toBeUndefined();
    for (const q of ['%_--', 'zzz', 'maria zzz', 'zzz maria']) expect([q, await searchCandidates(db, q)]).toEqual([q, null]);
  });

  test('the rarest word is looked up first, and each other word checked on its matches', async () => {
    // "clinic" starts a word of 3 enquiries, "riverside" of 2, "lopez" of 1.
    const candidates = await searchCandidates(server.app.db, 'clinic riverside lopez');
    expect(candidates!.compile().parameters.filter((_, index) => index % 2 === 0)).toEqual(['lopez', 'riverside', 'clinic']);
    expect((await candidates!.execute()).map((row) => row.enquiry_id)).toEqual([ids[0]]);
    expect(
      (await (await searchCandidates(server.app.db, 'clin river'))!.execute()).map((row) => row.enquiry_id).sort((a, b) => a - b),
    ).toEqual(ids.slice(0, 2));
  });
});
