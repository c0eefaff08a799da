import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

/** The browser tests' backend database (see playwright.config.ts), opened read-only. */
const databaseFile = path.resolve(__dirname, '../.artifacts/data/rcm.sqlite');

export function readRows<T>(query: string, ...params: unknown[]): T[] {
  const database = new BetterSqlite3(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return database.prepare(query).all(...params) as T[];
  } finally {
    database.close();
  }
}
