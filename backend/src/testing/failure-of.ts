/**
 * What a statement failed with ('' when it did not), by its message: better-sqlite3 makes its
 * error class once per process, so in every test file but the first a database error is no
 * `Error` of that file's realm, and `expect(…).rejects.toThrow()` takes it for no error at all.
 */
export async function failureOf(statement: Promise<unknown>): Promise<string> {
  return statement.then(
    () => '',
    (error: unknown) => String((error as { message?: unknown }).message),
  );
}
