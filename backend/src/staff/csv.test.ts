import { CSV_BYTE_ORDER_MARK, csvCell, csvRecord } from './csv';

/** A small RFC 4180 reader, to prove what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  return records;
}

const hostile = [
  '=HYPERLINK("http://evil.example","click")',
  '+1 555 0100',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
  'He said "hello", then left',
  'line one\nline two\r\nline three',
  'a,b,c',
  'Клиника «Здоровье»',
  '東京メディカル',
  'مستشفى',
  '👩‍⚕️ Dr. Émilie Noël',
  '',
  ' leading and trailing spaces ',
];

test('hostile cells read back as the same text, and none starts as a formula', () => {
  const text = csvRecord(['header']) + csvRecord(hostile) + csvRecord([42, 'plain']);
  const [header, row, last] = parseCsv(text);
  expect(header).toEqual(['header']);
  expect(row).toHaveLength(hostile.length);
  row!.forEach((cell, index) => {
    const original = hostile[index]!;
    expect(cell).toBe(/^[=+\-@\t\r]/.test(original) ? `'${original}` : original);
    expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
  expect(last).toEqual(['42', 'plain']);
});

test('cells are quoted only when they must be, quotes doubled, records end with CRLF', () => {
  expect(csvCell('plain')).toBe('plain');
  expect(csvCell('a,b')).toBe('"a,b"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell('two\nlines')).toBe('"two\nlines"');
  expect(csvCell('=1+1')).toBe("'=1+1");
  expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  expect(csvCell(7)).toBe('7');
  expect(csvRecord(['a', 'b'])).toBe('a,b\r\n');
});

test('the byte order mark makes spreadsheets read the file as UTF-8', () => {
  expect(Buffer.from(CSV_BYTE_ORDER_MARK, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
});
