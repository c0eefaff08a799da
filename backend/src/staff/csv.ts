/**
 * RFC 4180 CSV that is safe to open in a spreadsheet, whatever its list separator.
 *
 * A spreadsheet runs a cell as a formula when it starts with `=`, `+`, `-`, `@`, tab or
 * carriage return (OWASP's list). Cells start at the start of a field, but also wherever a
 * reader splits one: Excel in a locale whose separator is `;` splits on `;` (and reads quotes
 * in the middle of a field as text), import wizards split on tab, and a line break starts a
 * row. So a `'` (which makes the rest text) goes before a formula character at the start of a
 * cell and after every `,`, `;`, tab, CR or LF inside it. A cell holding a quote, a separator
 * or a line break (a bare CR too: Excel starts a row there) is quoted, quotes doubled.
 * Records end with CRLF.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** The UTF-8 byte order mark: without it, Excel reads UTF-8 as the machine's legacy code page. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  // Most cells hold no quote, separator or line break: nothing inside them to look at.
  if (!NEEDS_QUOTES.test(value)) return text;
  return `"${text.replace(FORMULA_AFTER_SEPARATOR, "$1'").replace(/"/g, '""')}"`;
}

export function csvRecord(cells: ReadonlyArray<string | number>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
