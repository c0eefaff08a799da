import path from 'node:path';
import { sqliteDriver } from '../../backend/src/db/sqlite-driver';
import { e2eDataDir } from '../../playwright.config';

/** The browser tests' backend database (see playwright.config.ts), opened read-only. */
const databaseFile = path.join(e2eDataDir, 'rcm.sqlite');

export function readRows<T>(query: string, ...params: unknown[]): T[] {
  const Sqlite = sqliteDriver();
  const database = new Sqlite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return database.prepare(query).all(...params) as T[];
  } finally {
    database.close();
  }
}
