/**
 * `@rcm/backend/database`: what the repository's tools read a backend's database with (the
 * browser tests and the soak run open its SQLite file; the staff bench makes PostgreSQL databases).
 */
export { SQLITE_FILE_NAME } from './database';
export { sqliteDriver, type SqliteDriver } from './sqlite-driver';
export { createPostgresDatabase } from './postgres-databases';
