import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import Cursor from 'pg-cursor';
import { migrationProvider } from './migrations';
import { ImmediateTransactionsSqliteDialect } from './sqlite-dialect';
import { sqliteDriver } from './sqlite-driver';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

/** How a PostgreSQL connection pool stands (pg's own counts), for the metrics. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL's connection pool; the embedded SQLite file has none. */
  pool?: PoolCounts;
  close: () => Promise<void>;
}

export const SQLITE_FILE_NAME = 'rcm.sqlite';

/**
 * Opens the database and brings its schema up to date: the embedded SQLite file by default,
 * PostgreSQL when a connection string is given. Every write commits (and, on SQLite, is
 * fsynced) before the call returns, so a reply sent after it survives a crash.
 */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
  /** An idle PostgreSQL connection failed (server restart, connection killed); the pool replaces it. */
  onConnectionLost: (error: Error) => void;
}): Promise<DatabaseHandle> {
  let db: Kysely<Database>;
  let kind: DatabaseKind;
  let pool: Pool | undefined;
  if (options.databaseUrl) {
    kind = 'postgres';
    pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, pg re-throws an idle connection's error and the process dies.
    pool.on('error', options.onConnectionLost);
    // `cursor`: a query's `.stream()` reads its rows a batch at a time (the enquiries' export).
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  } else {
    kind = 'sqlite';
    fs.mkdirSync(options.dataDir, { recursive: true });
    const Sqlite = sqliteDriver();
    const file = new Sqlite(path.join(options.dataDir, SQLITE_FILE_NAME));
    file.pragma('journal_mode = WAL');
    // FULL: the WAL is fsynced at every commit, so an acknowledged write survives power loss.
    file.pragma('synchronous = FULL');
    file.pragma('busy_timeout = 5000');
    file.pragma('foreign_keys = ON');
    db = new Kysely<Database>({ dialect: new ImmediateTransactionsSqliteDialect({ database: file }) });
  }
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  return { db, kind, ...(pool ? { pool } : {}), close: () => db.destroy() };
}

export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
