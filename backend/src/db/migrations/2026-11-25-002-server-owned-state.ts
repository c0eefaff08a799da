import { sql, type Kysely, type Migration } from 'kysely';
import { addColumnsWithDefaults, notNullColumns } from './columns';

interface UserPrefsRow {
  id: string;
  prefs: string;
  created_at: string;
}

/** Prefs as stored, or null when the text is not a JSON object (left untouched then). */
function parsedPrefs(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * What a customer pays for and their RC score become the server's: the package comes from the
 * subscriptions table (as it always was written), the score moves from the account's prefs to
 * `customers`, and neither stays in prefs a customer can write. Sessions learn when they were
 * last used (idle timeout), when the password was last given (recent login), and from which
 * browser. The JWT key leaves the database for good: a copy of the database must not be
 * enough to act as a user.
 */
export const serverOwnedState: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customers')
      .addColumn('user_id', 'varchar(64)', (column) => column.primaryKey())
      .$call(notNullColumns({ rc_score: 'integer', created_at: 'varchar(40)' }))
      .execute();

    const users = (await sql<UserPrefsRow>`select id, prefs, created_at from users`.execute(db)).rows;
    for (const user of users) {
      const prefs = parsedPrefs(user.prefs);
      if (!prefs) continue;
      const score = prefs.rc_score;
      if (typeof score === 'number' && Number.isInteger(score) && score >= 0 && score <= 99) {
        await sql`insert into customers (user_id, rc_score, created_at) values (${user.id}, ${score}, ${user.created_at})`.execute(db);
      }
      if ('rc_score' in prefs || 'subscribtion' in prefs) {
        delete prefs.rc_score;
        delete prefs.subscribtion;
        await sql`update users set prefs = ${JSON.stringify(prefs)} where id = ${user.id}`.execute(db);
      }
    }

    await addColumnsWithDefaults(db, 'sessions', {
      last_seen_at: ['varchar(40)', ''],
      recent_auth_at: ['varchar(40)', ''],
      user_agent: ['varchar(512)', ''],
    });
    await sql`update sessions set last_seen_at = created_at, recent_auth_at = created_at`.execute(db);
    await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

    await addColumnsWithDefaults(db, 'subscriptions', { payment_reference: ['varchar(64)', ''] });

    await db.schema.dropTable('server_secrets').ifExists().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .execute();
    await db.schema.alterTable('subscriptions').dropColumn('payment_reference').execute();
    await db.schema.dropIndex('sessions_expires_at').execute();
    for (const column of ['user_agent', 'recent_auth_at', 'last_seen_at'])
      await db.schema.alterTable('sessions').dropColumn(column).execute();
    await db.schema.dropTable('customers').execute();
  },
};
