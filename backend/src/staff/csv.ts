/**
 * RFC 4180 CSV that is safe to open in a spreadsheet. A cell a spreadsheet would run as a
 * formula (starting with `=`, `+`, `-`, `@`, tab or carriage return: OWASP's list) is prefixed
 * with `'`, which makes it text; a cell with a quote, comma or line break is quoted, quotes
 * doubled. Records end with CRLF.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The UTF-8 byte order mark: without it, Excel reads UTF-8 as the machine's legacy code page. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(cells: ReadonlyArray<string | number>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
