import { apiErrors } from '../errors/api-error';

/**
 * Keyset pagination: a page's cursor is the sort key of its last row, opaque to the client
 * (base64url JSON). Reading the next page is an index seek, however deep the list.
 */
export function encodeCursor(key: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key a cursor names, checked against `shape` (the type of each part); 400 otherwise. */
export function decodeCursor<const S extends ReadonlyArray<'string' | 'number'>>(
  cursor: string,
  shape: S,
): { [K in keyof S]: S[K] extends 'number' ? number : string } {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  if (!Array.isArray(key) || key.length !== shape.length || !key.every((part, index) => typeof part === shape[index])) {
    throw apiErrors.invalidParam('cursor', 'not a cursor this list gave');
  }
  return key as { [K in keyof S]: S[K] extends 'number' ? number : string };
}
