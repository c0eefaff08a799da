import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

export type SqliteDriver = typeof BetterSqlite3;

const load = createRequire(__filename);

/**
 * The SQLite driver for this Node: better-sqlite3 13 (Node-API) on Node 22 and later,
 * 12 on Node 20, which 13 does not support. 12 wraps Node's own C++ objects, and built against
 * Node ≥ 24.19's headers it aborts the process when a statement is garbage-collected
 * (nodejs/node#65446), so it must not run on 24. 13 is an optional dependency that npm skips on
 * Node 20; drop 12 and this choice together with Node 20.
 */
export function sqliteDriver(): SqliteDriver {
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  if (nodeMajor >= 22) {
    try {
      return load('better-sqlite3-napi') as SqliteDriver;
    } catch (error) {
      if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND') throw error;
    }
  }
  return load('better-sqlite3') as SqliteDriver;
}
