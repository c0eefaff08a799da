import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import type { SessionPolicy } from './session-policy';
import { hashSessionSecret, newSessionSecret, uniqueId } from './session-token';

export type SessionRow = Selectable<SessionsTable>;

/** A session's `last_seen_at` is written at most this often (not one write per request), and well within the idle timeout. */
const MAX_TOUCH_INTERVAL_MS = 60_000;

/** The longest User-Agent kept with a session. */
const USER_AGENT_MAX_LENGTH = 512;

const secondsAgo = (seconds: number, now: Date) => appwriteDate(new Date(now.getTime() - seconds * 1000));

/** Users' sessions: opened at a login, live until their absolute end and while used, ended on request or purged. */
export function createSessionStore(db: Kysely<Database>, policy: SessionPolicy, clock: () => Date) {
  /** A session is live until its absolute end and while it is used at least every `idleSeconds`. */
  const touchIntervalMs = Math.min(MAX_TOUCH_INTERVAL_MS, (policy.idleSeconds * 1000) / 4);
  const isLive = (session: SessionRow, now: Date) =>
    session.expires_at > appwriteDate(now) && session.last_seen_at > secondsAgo(policy.idleSeconds, now);

  /** Keeps a used session alive, writing at most once a minute. */
  async function touched(session: SessionRow, now: Date): Promise<SessionRow> {
    if (Date.parse(session.last_seen_at) > now.getTime() - touchIntervalMs) return session;
    const lastSeen = appwriteDate(now);
    await db.updateTable('sessions').set({ last_seen_at: lastSeen }).where('id', '=', session.id).execute();
    return { ...session, last_seen_at: lastSeen };
  }

  async function live(session: SessionRow | undefined): Promise<SessionRow | undefined> {
    const now = clock();
    return session && isLive(session, now) ? touched(session, now) : undefined;
  }

  return {
    /** Opens a session; the returned secret goes into the cookie and nowhere else. */
    async createSession(userId: string, client: { ip: string; userAgent: string }): Promise<{ session: SessionRow; secret: string }> {
      const secret = newSessionSecret();
      const now = clock();
      const created = appwriteDate(now);
      const session: SessionRow = {
        id: uniqueId(),
        user_id: userId,
        secret_hash: hashSessionSecret(secret),
        expires_at: appwriteDate(new Date(now.getTime() + policy.absoluteSeconds * 1000)),
        created_at: created,
        last_seen_at: created,
        recent_auth_at: created,
        ip: client.ip,
        user_agent: client.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
        factors: JSON.stringify(['password']),
        mfa_updated_at: '',
      };
      // Both or neither: a failed second write must not leave a session nobody was told about.
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('sessions').values(session).execute();
        await trx.updateTable('users').set({ accessed_at: created }).where('id', '=', userId).execute();
      });
      return { session, secret };
    },
    /** The live session holding this secret for this user, if any. */
    async findActiveSession(userId: string, secret: string): Promise<SessionRow | undefined> {
      return live(
        await db
          .selectFrom('sessions')
          .selectAll()
          .where('secret_hash', '=', hashSessionSecret(secret))
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      );
    },
    async findActiveSessionById(sessionId: string): Promise<SessionRow | undefined> {
      return live(await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst());
    },
    /** The user's live sessions, newest first. */
    async listActiveSessions(userId: string): Promise<SessionRow[]> {
      const now = clock();
      const rows = await db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
      return rows.filter((session) => isLive(session, now));
    },
    /** Whether the session's holder logged in or gave the password within `recentLoginSeconds`. */
    isRecentlyAuthenticated(session: SessionRow): boolean {
      return session.recent_auth_at > secondsAgo(policy.recentLoginSeconds, clock());
    },
    async markRecentlyAuthenticated(sessionId: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ recent_auth_at: appwriteDate(clock()) })
        .where('id', '=', sessionId)
        .execute();
    },
    async deleteSession(sessionId: string, userId: string): Promise<boolean> {
      const result = await db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Ends every session of the user (but `except`, the caller's own); pass a transaction to make it part of one. */
    async deleteAllSessions(userId: string, { except, trx = db }: { except?: string; trx?: Kysely<Database> } = {}): Promise<number> {
      let query = trx.deleteFrom('sessions').where('user_id', '=', userId);
      if (except !== undefined) query = query.where('id', '<>', except);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Removes sessions past their absolute end or idle timeout (and two-step challenges past theirs); returns how many sessions. */
    async purgeEndedSessions(): Promise<number> {
      const now = clock();
      const result = await db
        .deleteFrom('sessions')
        .where((row) =>
          row.or([row('expires_at', '<=', appwriteDate(now)), row('last_seen_at', '<=', secondsAgo(policy.idleSeconds, now))]),
        )
        .executeTakeFirst();
      // A two-step challenge past its time answers nothing, and an emailed one holds its code (sealed).
      await db.deleteFrom('mfa_challenges').where('expires_at', '<=', appwriteDate(now)).execute();
      return Number(result.numDeletedRows);
    },
  };
}
