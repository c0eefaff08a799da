// Control characters are what these patterns are for.
/* eslint-disable no-control-regex */
/** C0 control characters and DEL, but for tab, line feed and carriage return. */
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Every C0 control character and DEL. */
const ANY_CONTROL = /[\u0000-\u001F\u007F]/;
/* eslint-enable no-control-regex */

/**
 * Text nobody types: NUL and the other control characters. A single-line field refuses them
 * all; a multi-line one keeps tabs and line breaks. (PostgreSQL cannot store NUL at all, so
 * without this a stray one would fail the write instead of being refused with the field's
 * message.)
 */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_EXCEPT_LINE_BREAKS : ANY_CONTROL).test(value);
}
