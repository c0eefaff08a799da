import { sampleEnquiry } from '@rcm/shared/testing';
import { describeDatabase, startTestServer, type TestServer } from '../testing/test-server';
import {
  enquirySearchTerms,
  indexEnquiry,
  phoneTerms,
  SEARCH_TERM_MAX_LENGTH,
  searchCandidates,
  searchQueryTerms,
  searchWords,
} from './search-terms';

const noPhoneOrMessage = { phone: '', message: '' };

test("an enquiry's search terms are the lower-case words of its name, company, email, phone and message, once each", () => {
  expect(
    enquirySearchTerms({
      first_name: 'Zoë',
      last_name: "O'Brien-Smith",
      company: 'Clínica São Paulo',
      email: 'zoe.obrien@sao-paulo.example',
      ...noPhoneOrMessage,
    }),
  ).toEqual(['zoë', 'o', 'brien', 'smith', 'clínica', 'são', 'paulo', 'zoe', 'obrien', 'sao', 'example']);
  expect(
    enquirySearchTerms({ first_name: '東京', last_name: 'メディカル', company: 'مستشفى', email: 'a@b.c', ...noPhoneOrMessage }),
  ).toEqual(['東京', 'メディカル', 'مستشفى', 'a', 'b', 'c']);
  expect(
    enquirySearchTerms({
      first_name: 'Dana',
      last_name: 'W',
      company: 'M',
      email: 'd@m.example',
      phone: '13125550199',
      message: 'Denial rate: up. Denial!',
    }),
  ).toEqual(['dana', 'w', 'm', 'd', 'example', '13125550199', 'denial', 'rate', 'up', ...phoneTerms('13125550199')]);
});

test("a phone's digit terms are its digits, whole and from each later digit on, down to the last four, marked as a phone's", () => {
  expect(phoneTerms('+1 (312) 555-0199')).toEqual([
    '#13125550199',
    '#3125550199',
    '#125550199',
    '#25550199',
    '#5550199',
    '#550199',
    '#50199',
    '#0199',
  ]);
  expect(phoneTerms('555')).toEqual([]);
  expect(phoneTerms('')).toEqual([]);
});

test("a search written like a phone number is its digits, as a word or a phone's; any other is split into words", () => {
  expect(searchQueryTerms('+1 (312) 555-0199')).toEqual([['13125550199', '#13125550199']]);
  expect(searchQueryTerms('13125550199')).toEqual([['13125550199', '#13125550199']]);
  expect(searchQueryTerms('555.0199')).toEqual([['5550199', '#5550199']]);
  // Fewer than four digits, or with letters: words as usual, never a phone's digit terms.
  expect(searchQueryTerms('312')).toEqual([['312']]);
  expect(searchQueryTerms('Suite 312 312')).toEqual([['suite'], ['312']]);
  expect(searchQueryTerms('#0199')).toEqual([['0199']]);
  // Four digits are the shortest search that looks in phones (a phone's last four find it).
  expect(searchQueryTerms('0199')).toEqual([['0199', '#0199']]);
  expect(searchQueryTerms('199')).toEqual([['199']]);
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
      { first_name: 'Maria', last_name: 'Lopez', company: 'Riverside Clinic', email: 'maria@riverside.example', ...noPhoneOrMessage },
      { first_name: 'Ann', last_name: 'Lee', company: 'Riverside Clinic', email: 'ann@riverside.example', ...noPhoneOrMessage },
      {
        first_name: 'Bo',
        last_name: 'Chen',
        company: 'Hillside Clinic',
        email: 'bo@hillside.example',
        phone: '13125550199',
        message: 'Our denial rate doubled.',
      },
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

  test("the message's words and the phone's digits find an enquiry, however the phone is punctuated", async () => {
    // Each enquiry once (one may match a search two ways: the candidates feed an `in`).
    const found = async (q: string) => [
      ...new Set(((await (await searchCandidates(server.app.db, q))?.execute()) ?? []).map((row) => row.enquiry_id)),
    ];
    for (const q of ['denial', 'DENIAL rate', '13125550199', '+1 (312) 555-0199', '(312) 555-0199', '555-0199'])
      expect([q, await found(q)]).toEqual([q, [ids[2]]]);
    // A short number is a word: it does not find the middle of a phone number.
    for (const q of ['denials', '3125550198', '199', '0', '55']) expect([q, await found(q)]).toEqual([q, []]);
  });
});

test("a phone's digit terms fit the terms' column however many digits were typed", () => {
  const terms = phoneTerms('1'.repeat(150));
  expect(terms[0]).toBe(`#${'1'.repeat(SEARCH_TERM_MAX_LENGTH - 1)}`);
  expect(terms.every((term) => term.length <= SEARCH_TERM_MAX_LENGTH)).toBe(true);
});
