import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseKind, type PoolCounts } from '../db/database';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    /** The PostgreSQL connection pool's counts; undefined on SQLite. */
    dbPool: PoolCounts | undefined;
  }
}

/** Opens (and migrates) the database for the app's lifetime. */
export const databasePlugin = fp<{ dataDir: string; databaseUrl?: string }>(
  async (app, options) => {
    const handle = await openDatabase({
      ...options,
      onConnectionLost: (error) => app.log.warn({ err: error }, 'an idle database connection was lost'),
    });
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('dbPool', handle.pool);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
