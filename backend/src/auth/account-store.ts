import { STAFF_LABEL } from '@rcm/shared';
import type { Kysely, Selectable } from 'kysely';
import type { SessionPolicy } from './session-policy';
import type { Database, UsersTable } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { accountMailKinds } from '../mail/mail-kinds';
import { deleteMailsTo } from '../mail/outbox-status';
import { userLabels } from './labels';
import { createSessionStore } from './session-store';

export type UserRow = Selectable<UsersTable>;
export type { SessionRow } from './session-store';

/** PostgreSQL's unique_violation, and better-sqlite3's codes for a taken unique value or key. */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Users and their sessions (`session-store.ts`), as the Appwrite-compatible account API needs them. */
export function createAccountStore(db: Kysely<Database>, policy: SessionPolicy, clock: () => Date) {
  return {
    ...createSessionStore(db, policy, clock),
    /** Returns null when the id or the email is taken. */
    async createUser(user: { id: string; email: string; name: string; passwordHash: string }): Promise<UserRow | null> {
      const now = appwriteDate(clock());
      const row: UserRow = {
        id: user.id,
        email: user.email,
        name: user.name,
        password_hash: user.passwordHash,
        prefs: '{}',
        created_at: now,
        updated_at: now,
        password_updated_at: now,
        accessed_at: now,
        labels: '[]',
        email_verified_at: '',
        blocked_at: '',
        mfa_enabled_at: '',
      };
      try {
        await db.insertInto('users').values(row).execute();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    findUserById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async updatePrefs(userId: string, prefs: Record<string, unknown>): Promise<void> {
      await db
        .updateTable('users')
        .set({ prefs: JSON.stringify(prefs), updated_at: appwriteDate(clock()) })
        .where('id', '=', userId)
        .execute();
    },
    async updateName(userId: string, name: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ name, updated_at: appwriteDate(clock()) })
        .where('id', '=', userId)
        .execute();
    },
    /** Pass a transaction to make it part of one (with its notice). */
    async updatePassword(userId: string, passwordHash: string, trx: Kysely<Database> = db): Promise<void> {
      const now = appwriteDate(clock());
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, password_updated_at: now, updated_at: now })
        .where('id', '=', userId)
        .execute();
    },
    /**
     * Moves the account to an address its owner has just proved (the link mailed to it): the
     * address is verified; the staff label goes (it was granted for the old address, and an
     * operator must grant it again for this one); the verification, recovery and email-change
     * links still out end. An undo link mailed to the old address stays: whoever holds the
     * account now must not be able to take it away from the old address's owner. Null when
     * another account has the address (a race on the unique index throws: see isUniqueViolation).
     * Pass a transaction to make it part of one.
     */
    async updateEmail(userId: string, email: string, trx: Kysely<Database> = db): Promise<{ removedLabels: string[] } | null> {
      const user = await trx.selectFrom('users').select(['labels']).where('id', '=', userId).executeTakeFirstOrThrow();
      const taken = await trx.selectFrom('users').select('id').where('email', '=', email).where('id', '<>', userId).executeTakeFirst();
      if (taken) return null;
      const labels = userLabels(user);
      const kept = labels.filter((label) => label !== STAFF_LABEL);
      const now = appwriteDate(clock());
      await trx
        .updateTable('users')
        .set({ email, email_verified_at: now, labels: JSON.stringify(kept), updated_at: now })
        .where('id', '=', userId)
        .execute();
      await trx
        .deleteFrom('email_tokens')
        .where('subject', '=', userId)
        .where('purpose', 'in', ['verification', 'recovery', 'email-change'])
        .execute();
      return { removedLabels: labels.filter((label) => !kept.includes(label)) };
    },
    /**
     * Closes the account as the privacy policy says: blocked for good, every session and mailed
     * link ended, the name, address, prefs, labels and password hash erased, the account's mails
     * removed (and, if the address was verified, its newsletter row and every mail to it), the RC
     * score deleted, the invoices made out to the pseudonym; `farewell` then queues the last notice to the address, in the same transaction. The subscription records the
     * company must keep for accounting stay, under the pseudonym `deleted-<id>@deleted.invalid`,
     * so they no longer name the person. (The staff's access records are append-only and kept
     * for their own period; they name an account only when an operator changed its staff role.) The address is free
     * to register again as a new, unrelated account. Returns false for an unknown or closed account.
     */
    async closeAccount(userId: string, farewell?: (trx: Kysely<Database>, address: string) => Promise<void>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['email', 'email_verified_at', 'blocked_at'])
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user || user.blocked_at !== '') return false;
        const now = appwriteDate(clock());
        const pseudonym = deletedAccountEmail(userId);
        await trx
          .updateTable('users')
          .set({
            email: pseudonym,
            name: '',
            password_hash: '',
            prefs: '{}',
            labels: '[]',
            email_verified_at: '',
            blocked_at: now,
            updated_at: now,
            mfa_enabled_at: '',
          })
          .where('id', '=', userId)
          .execute();
        // The sessions, and with them their open MFA challenges; the authenticator and recovery codes.
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('mfa_authenticators').where('user_id', '=', userId).execute();
        await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
        await trx.deleteFrom('email_tokens').where('subject', '=', userId).execute();
        // The address's newsletter row, its links (tokens whose subject is the address) and its
        // other mail are the account's only if it proved the address: an unverified account must
        // not unsubscribe the address's real owner, break the links in their mail or drop mail
        // queued to them (L13). Its own account mail goes either way.
        const verified = user.email_verified_at !== '';
        if (verified) {
          await trx.deleteFrom('newsletter_subscribers').where('email', '=', user.email).execute();
          await trx.deleteFrom('email_tokens').where('subject', '=', user.email).execute();
        }
        // In any case: a form keeps an address as typed, and "Download my data" lists them so too.
        await deleteMailsTo(trx, user.email, verified ? undefined : accountMailKinds);
        await trx.deleteFrom('customers').where('user_id', '=', userId).execute();
        // A purchase attempt left unresolved: its key and amount are in the server's log for the operator.
        await trx.deleteFrom('purchase_claims').where('user_id', '=', userId).execute();
        await trx.updateTable('subscriptions').set({ username: pseudonym }).where('user_id', '=', userId).execute();
        // Invoices are kept as the accounting records they are, no longer naming the person.
        await trx
          .updateTable('invoices')
          .set({ customer_name: '', customer_email: pseudonym, practice_name: '', billing_address: '' })
          .where('user_id', '=', userId)
          .execute();
        await farewell?.(trx, user.email);
        return true;
      });
    },
  };
}

/** What a closed account's kept records are filed under instead of the person's address. */
export function deletedAccountEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** Whether the account was closed (Appwrite: `status` false). */
export const isBlocked = (user: Pick<UserRow, 'blocked_at'>): boolean => user.blocked_at !== '';

export type AccountStore = ReturnType<typeof createAccountStore>;

export function parsePrefs(row: Pick<UserRow, 'prefs'>): Record<string, unknown> {
  try {
    const prefs: unknown = JSON.parse(row.prefs);
    return typeof prefs === 'object' && prefs !== null && !Array.isArray(prefs) ? (prefs as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
