import { hasControlCharacters } from '@rcm/shared';
import { apiErrors } from '../errors/api-error';

/**
 * Keyset pagination: a page's cursor is the sort key of its last row, opaque to the client
 * (base64url JSON). Reading the next page is an index seek, however deep the list.
 */
export function encodeCursor(key: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

type Part = 'string' | 'number';

/** The largest id a row can have: the tables' `integer` ids are 32-bit on PostgreSQL, which refuses a larger number (a 500). */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A part as a list gives it: ids are whole numbers an id column holds (PostgreSQL refuses
 * `1.5`, `1e300` or 2^31 for an integer column), text holds no control character (it cannot
 * store NUL).
 */
function isPart(value: unknown, part: Part): boolean {
  if (part === 'number') return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_ROW_ID;
  return typeof value === 'string' && !hasControlCharacters(value);
}

/** The sort key a cursor names, checked against `shape` (the type of each part); 400 otherwise. */
export function decodeCursor<const S extends ReadonlyArray<Part>>(
  cursor: string,
  shape: S,
): { [K in keyof S]: S[K] extends 'number' ? number : string } {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: `key` stays undefined, which the check below refuses.
  }
  if (!Array.isArray(key) || key.length !== shape.length || !key.every((part, index) => isPart(part, shape[index]!))) {
    throw apiErrors.invalidParam('cursor', 'not a cursor this list gave');
  }
  return key as { [K in keyof S]: S[K] extends 'number' ? number : string };
}
