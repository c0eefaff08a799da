import path from 'node:path';
import { SQLITE_FILE_NAME, sqliteDriver } from '@rcm/backend/database';
import { e2eDataDir } from './data-dir';

/** The browser tests' backend database (see playwright.config.ts), opened read-only. */
const databaseFile = path.join(e2eDataDir, SQLITE_FILE_NAME);

export function readRows<T>(query: string, ...params: unknown[]): T[] {
  const Sqlite = sqliteDriver();
  const database = new Sqlite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return database.prepare(query).all(...params) as T[];
  } finally {
    database.close();
  }
}
