import { exportPhone, exportTime } from './export-cells';

test('times read as a spreadsheet takes them, to the second, in UTC; none stays empty', () => {
  expect(exportTime('2026-11-27T16:11:23.946+00:00')).toBe('2026-11-27 16:11:23');
  expect(exportTime('')).toBe('');
});

test.each([
  ['13125550199', '1-312-555-0199'],
  ['4402079460000', '440-207-946-0000'],
  ['0612345678', '061-234-5678'],
  ['+1 (312) 555-0199', '+1 (312) 555-0199'],
  ['', ''],
])(
  'a phone of digits is grouped so a spreadsheet keeps it as text, leading 0 included; anything else as typed: %p → %p',
  (typed, exported) => {
    expect(exportPhone(typed)).toBe(exported);
  },
);
