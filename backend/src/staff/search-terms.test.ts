import { enquirySearchTerms, searchWords } from './search-terms';

test("an enquiry's search terms are the lower-case words of its name, company and email, once each", () => {
  expect(enquirySearchTerms({ first_name: 'Zoë', last_name: "O'Brien-Smith", company: 'Clínica São Paulo', email: 'zoe.obrien@sao-paulo.example' })).toEqual([
    'zoë',
    'o',
    'brien',
    'smith',
    'clínica',
    'são',
    'paulo',
    'zoe',
    'obrien',
    'sao',
    'example',
  ]);
  expect(enquirySearchTerms({ first_name: '東京', last_name: 'メディカル', company: 'مستشفى', email: 'a@b.c' })).toEqual(['東京', 'メディカル', 'مستشفى', 'a', 'b', 'c']);
});

test('a search is split the same way; punctuation alone has no word', () => {
  expect(searchWords('  Maria.LOPEZ@ ')).toEqual(['maria', 'lopez']);
  expect(searchWords('%_--')).toEqual([]);
  expect(searchWords('x'.repeat(150))).toEqual(['x'.repeat(100)]);
});
