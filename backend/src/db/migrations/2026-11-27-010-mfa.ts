import type { Kysely, Migration } from 'kysely';
import { addColumnsWithDefaults } from './columns';

/**
 * Two-step verification, as Appwrite's account MFA: the account's `mfa` flag, each session's
 * completed factors and the time of its last MFA challenge, the authenticator app (its secret
 * sealed with MFA_ENCRYPTION_KEY, and the last 30-second step it was used for, so a code works
 * once), the recovery codes (sealed) and the open challenges (an emailed code, sealed).
 */
export const mfa: Migration = {
  async up(db: Kysely<unknown>) {
    // When the owner turned two-step verification on ('' while off): Appwrite's `mfa`.
    await addColumnsWithDefaults(db, 'users', { mfa_enabled_at: ['varchar(40)', ''] });
    await addColumnsWithDefaults(db, 'sessions', {
      // JSON array of the factors this session completed: every login starts with the password.
      factors: ['text', '["password"]'],
      // When this session last completed an MFA challenge ('' never): Appwrite's `mfaUpdatedAt`.
      mfa_updated_at: ['varchar(40)', ''],
    });

    await db.schema
      .createTable('mfa_authenticators')
      .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
      // `totp`, the one type Appwrite has.
      .addColumn('type', 'varchar(16)', (column) => column.notNull())
      .addColumn('id', 'varchar(36)', (column) => column.notNull())
      // Sealed (secret-box.ts): never the secret itself.
      .addColumn('secret', 'text', (column) => column.notNull())
      // When a code from the app confirmed it ('' until then: it is no factor yet).
      .addColumn('verified_at', 'varchar(40)', (column) => column.notNull().defaultTo(''))
      // The last 30-second step whose code was accepted: that step and earlier ones are refused.
      .addColumn('last_step', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
      .addPrimaryKeyConstraint('mfa_authenticators_pk', ['user_id', 'type'])
      .execute();

    await db.schema
      .createTable('mfa_recovery_codes')
      .addColumn('user_id', 'varchar(36)', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
      // Sealed JSON array of the codes not yet used.
      .addColumn('codes', 'text', (column) => column.notNull())
      .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('mfa_challenges')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('user_id', 'varchar(36)', (column) => column.notNull())
      // The session that asked: only it may answer; the challenge ends with it.
      .addColumn('session_id', 'varchar(36)', (column) => column.notNull().references('sessions.id').onDelete('cascade'))
      // totp, email or recoveryCode.
      .addColumn('type', 'varchar(16)', (column) => column.notNull())
      // The emailed code, sealed ('' for the other factors).
      .addColumn('code', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('expires_at', 'varchar(40)', (column) => column.notNull())
      .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('mfa_challenges_session_id').on('mfa_challenges').column('session_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mfa_challenges').execute();
    await db.schema.dropTable('mfa_recovery_codes').execute();
    await db.schema.dropTable('mfa_authenticators').execute();
    await db.schema.alterTable('sessions').dropColumn('mfa_updated_at').execute();
    await db.schema.alterTable('sessions').dropColumn('factors').execute();
    await db.schema.alterTable('users').dropColumn('mfa_enabled_at').execute();
  },
};
