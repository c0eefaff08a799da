import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable, UsersTable } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import { hashSessionSecret, newSessionSecret, uniqueId } from './session-token';

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;

function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint/.test(message ?? '');
}

/** Users and their sessions, as the Appwrite-compatible account API needs them. */
export function createAccountStore(db: Kysely<Database>) {
  return {
    /** Returns null when the id or the email is taken. */
    async createUser(user: { id: string; email: string; name: string; passwordHash: string }): Promise<UserRow | null> {
      const now = appwriteDate();
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
      await db.updateTable('users').set({ prefs: JSON.stringify(prefs), updated_at: appwriteDate() }).where('id', '=', userId).execute();
    },

    /** Opens a session; the returned secret goes into the cookie and nowhere else. */
    async createSession(userId: string, ip: string, ttlSeconds: number): Promise<{ session: SessionRow; secret: string }> {
      const secret = newSessionSecret();
      const now = new Date();
      const session: SessionRow = {
        id: uniqueId(),
        user_id: userId,
        secret_hash: hashSessionSecret(secret),
        expires_at: appwriteDate(new Date(now.getTime() + ttlSeconds * 1000)),
        created_at: appwriteDate(now),
        ip,
      };
      await db.insertInto('sessions').values(session).execute();
      await db.updateTable('users').set({ accessed_at: session.created_at }).where('id', '=', userId).execute();
      return { session, secret };
    },

    /** The live session holding this secret for this user, if any. */
    async findActiveSession(userId: string, secret: string): Promise<SessionRow | undefined> {
      const session = await db
        .selectFrom('sessions')
        .selectAll()
        .where('secret_hash', '=', hashSessionSecret(secret))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return session && Date.parse(session.expires_at) > Date.now() ? session : undefined;
    },

    async findActiveSessionById(sessionId: string): Promise<SessionRow | undefined> {
      const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
      return session && Date.parse(session.expires_at) > Date.now() ? session : undefined;
    },

    async deleteSession(sessionId: string, userId: string): Promise<boolean> {
      const result = await db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;

export function parsePrefs(row: Pick<UserRow, 'prefs'>): Record<string, unknown> {
  try {
    const prefs: unknown = JSON.parse(row.prefs);
    return typeof prefs === 'object' && prefs !== null && !Array.isArray(prefs) ? (prefs as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
