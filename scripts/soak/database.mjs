// @ts-check
/** Reads the embedded database a soak run wrote, the way an operator would check it. */
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {typeof import('@rcm/backend/database')} */
const { SQLITE_FILE_NAME, sqliteDriver } = require('@rcm/backend/database');
const Database = sqliteDriver();

/**
 * Opens the database read-only for `read`, then closes it.
 * @template T
 * @param {string} dataDir
 * @param {(db: import('better-sqlite3').Database) => T} read
 * @returns {T}
 */
export function withDatabase(dataDir, read) {
  const db = new Database(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** @param {string} dataDir @param {string} likeEmail */
export function countEnquiries(dataDir, likeEmail) {
  return withDatabase(
    dataDir,
    (db) => /** @type {{ n: number }} */ (db.prepare('select count(*) as n from contact_enquiries where email like ?').get(likeEmail)).n,
  );
}

/** `ok` when SQLite finds the file sound. @param {string} dataDir */
export function integrityCheck(dataDir) {
  return withDatabase(
    dataDir,
    (db) => /** @type {{ integrity_check: string }} */ (db.prepare('pragma integrity_check').get()).integrity_check,
  );
}
