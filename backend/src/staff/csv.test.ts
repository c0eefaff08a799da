import { CSV_BYTE_ORDER_MARK, csvCell, csvRecord } from './csv';

/**
 * Reads CSV the way Excel opens a file: fields split on `separator` (`,`, or `;` in locales
 * whose list separator it is), a quote opens a quoted field only at the start of a field
 * (elsewhere it is text), and outside quotes a record ends at CRLF, a bare LF or a bare CR.
 */
function readAsExcel(text: string, separator: ',' | ';' = ','): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let atFieldStart = true;
  const endCell = () => {
    record.push(cell);
    cell = '';
    atFieldStart = true;
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
      continue;
    }
    if (character === '"' && atFieldStart) {
      quoted = true;
      atFieldStart = false;
    } else if (character === separator) endCell();
    else if (character === '\r' || character === '\n') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      endCell();
      records.push(record);
      record = [];
    } else {
      cell += character;
      atFieldStart = false;
    }
  }
  return records;
}

const FORMULA = /^[=+\-@\t\r]/;

/** Each hostile value, and the text the export must hold for it (and a spreadsheet read back). */
const hostile: ReadonlyArray<readonly [value: string, exported: string]> = [
  ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
  ['+1 555 0100', "'+1 555 0100"],
  ['-2+3', "'-2+3"],
  ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
  ['\t=1+1', "'\t'=1+1"],
  ['\r=1+1', "'\r'=1+1"],
  ['Lopez;=1+1', "Lopez;'=1+1"],
  ['Lopez,-1+1', "Lopez,'-1+1"],
  ['Lopez\t@SUM(A1)', "Lopez\t'@SUM(A1)"],
  ['x\r=1+1', "x\r'=1+1"],
  ['Called back.\n- demo on Monday\r\n+ pricing', "Called back.\n'- demo on Monday\r\n'+ pricing"],
  ['a;;=1', "a;;'=1"],
  ['a\t\t=1', "a\t'\t'=1"],
  ['a\r', 'a\r'],
  ['He said "hello", then left', 'He said "hello", then left'],
  ['line one\nline two\r\nline three', 'line one\nline two\r\nline three'],
  ['a,b,c', 'a,b,c'],
  ['2 - 1 = 1, + more', '2 - 1 = 1, + more'],
  ['Клиника «Здоровье»', 'Клиника «Здоровье»'],
  ['東京メディカル', '東京メディカル'],
  ['مستشفى', 'مستشفى'],
  ['👩‍⚕️ Dr. Émilie Noël', '👩‍⚕️ Dr. Émilie Noël'],
  ['', ''],
  [' leading and trailing spaces ', ' leading and trailing spaces '],
];
const file = () => CSV_BYTE_ORDER_MARK + csvRecord(['header']) + csvRecord(hostile.map(([value]) => value)) + csvRecord([42, 'plain']);

test('hostile cells read back as their safe text, one record each, in Excel as in RFC 4180', () => {
  const [header, row, last, ...more] = readAsExcel(file());
  expect(header).toEqual([`${CSV_BYTE_ORDER_MARK}header`]);
  expect(row).toEqual(hostile.map(([, exported]) => exported));
  expect(last).toEqual(['42', 'plain']);
  expect(more).toEqual([]);
});

test('in a locale that splits on ";" (quotes inside a field are text there), no cell starts a formula', () => {
  const cells = readAsExcel(file(), ';').flat();
  expect(cells.filter((cell) => FORMULA.test(cell))).toEqual([]);
  // The separator did split something: the check saw the cells it should.
  expect(cells.filter((cell) => cell.startsWith("'=1+1"))).toHaveLength(3);
});

test.each([',', ';', '\t', '\r', '\n'])('split naively on %j, no piece of the file starts a formula', (separator) => {
  const pieces = file()
    .split(separator)
    .map((piece) => piece.replace(/^"/, ''));
  expect(pieces.filter((piece) => FORMULA.test(piece))).toEqual([]);
});

test('cells are quoted when they hold a quote, a separator or a line break (a bare CR too), quotes doubled; records end with CRLF', () => {
  expect(csvCell('plain')).toBe('plain');
  expect(csvCell('a,b')).toBe('"a,b"');
  expect(csvCell('a;b')).toBe('"a;b"');
  expect(csvCell('a\tb')).toBe('"a\tb"');
  expect(csvCell('x\ry')).toBe('"x\ry"');
  expect(csvCell('two\nlines')).toBe('"two\nlines"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell('=1+1')).toBe("'=1+1");
  expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  expect(csvCell('a,=1')).toBe(`"a,'=1"`);
  expect(csvCell('1-2')).toBe('1-2');
  expect(csvCell(7)).toBe('7');
  expect(csvRecord(['a', 'b'])).toBe('a,b\r\n');
});

test('the byte order mark makes spreadsheets read the file as UTF-8', () => {
  expect(Buffer.from(CSV_BYTE_ORDER_MARK, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
});
