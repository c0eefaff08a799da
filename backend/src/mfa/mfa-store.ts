import type { Kysely, Selectable } from 'kysely';
import type { SessionRow } from '../auth/account-store';
import { uniqueId } from '../auth/session-token';
import type { Database, MfaChallengesTable } from '../db/schema';
import { appwriteDate } from '../db/timestamp';
import type { MfaKeyRing } from './encryption-keys';
import { newRecoveryCodes, sameCode, spendRecoveryCode } from './one-time-codes';
import { factors, sessionFactors } from './second-factor';
import { open, seal } from './secret-box';
import { matchingTotpStep, newTotpSecret } from './totp';

export type ChallengeRow = Selectable<MfaChallengesTable>;

/** A challenge's factor, as Appwrite stores it. */
export type ChallengeFactor = typeof factors.totp | typeof factors.email | typeof factors.recoveryCode;

/** The session's factors column with `added` among them (each once). */
const factorsWith = (session: Pick<SessionRow, 'factors'>, added: readonly string[]): string =>
  JSON.stringify([...new Set([...sessionFactors(session), ...added])]);

/** Thrown inside the answer's transaction to roll back what it spent. */
class ChallengeGone extends Error {}

/** What each sealed value is bound to: a value copied into another row or account does not open. */
const contexts = {
  totp: (userId: string) => `totp:${userId}`,
  recoveryCodes: (userId: string) => `recovery-codes:${userId}`,
  emailCode: (challengeId: string) => `email-code:${challengeId}`,
};

/**
 * The account's second factors, as the MFA routes need them: the authenticator app, recovery
 * codes, challenges and what a session completed. Every secret is sealed with the MFA key
 * before it is written; every code is accepted once.
 */
export function createMfaStore(db: Kysely<Database>, keys: MfaKeyRing, clock: () => Date) {
  const totpRow = (userId: string) =>
    db.selectFrom('mfa_authenticators').selectAll().where('user_id', '=', userId).where('type', '=', factors.totp).executeTakeFirst();

  async function readRecoveryCodes(trx: Kysely<Database>, userId: string): Promise<{ sealed: string; codes: string[] } | undefined> {
    const row = await trx.selectFrom('mfa_recovery_codes').select('codes').where('user_id', '=', userId).executeTakeFirst();
    if (!row) return undefined;
    return { sealed: row.codes, codes: JSON.parse(open(row.codes, keys, contexts.recoveryCodes(userId))) as string[] };
  }

  async function writeRecoveryCodes(trx: Kysely<Database>, userId: string, codes: string[]): Promise<void> {
    await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('mfa_recovery_codes')
      .values({
        user_id: userId,
        codes: seal(JSON.stringify(codes), keys, contexts.recoveryCodes(userId)),
        created_at: appwriteDate(clock()),
      })
      .execute();
  }

  /** Accepts `code` from the authenticator once: its step must be later than the last one accepted. */
  async function acceptTotp(trx: Kysely<Database>, userId: string, code: string, verifiedOnly: boolean): Promise<boolean> {
    const row = await trx
      .selectFrom('mfa_authenticators')
      .selectAll()
      .where('user_id', '=', userId)
      .where('type', '=', factors.totp)
      .executeTakeFirst();
    if (!row || (verifiedOnly && row.verified_at === '')) return false;
    const step = matchingTotpStep(open(row.secret, keys, contexts.totp(userId)), code, clock());
    if (step === null) return false;
    // Only a step later than the last one accepted: set in one statement, so two requests with one code cannot both pass.
    const { numUpdatedRows } = await trx
      .updateTable('mfa_authenticators')
      .set({ last_step: step })
      .where('user_id', '=', userId)
      .where('type', '=', factors.totp)
      .where('last_step', '<', step)
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  /** Checks `code` against the challenge's factor and, when right, spends it (false: wrong). */
  async function spendCode(trx: Kysely<Database>, challenge: ChallengeRow, userId: string, code: string): Promise<boolean> {
    if (challenge.type === factors.totp) return acceptTotp(trx, userId, code, true);
    if (challenge.type === factors.email) return sameCode(open(challenge.code, keys, contexts.emailCode(challenge.id)), code);
    const left = await readRecoveryCodes(trx, userId);
    const remaining = left && spendRecoveryCode(left.codes, code);
    if (!left || !remaining) return false;
    // Only if nobody spent a code meanwhile (compare-and-set on the sealed list).
    const { numUpdatedRows } = await trx
      .updateTable('mfa_recovery_codes')
      .set({ codes: seal(JSON.stringify(remaining), keys, contexts.recoveryCodes(userId)) })
      .where('user_id', '=', userId)
      .where('codes', '=', left.sealed)
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  return {
    /** The authenticator's state: none, waiting for its first code, or verified. */
    async authenticatorState(userId: string): Promise<'none' | 'unverified' | 'verified'> {
      const row = await totpRow(userId);
      return !row ? 'none' : row.verified_at === '' ? 'unverified' : 'verified';
    },

    /** A new authenticator secret, replacing one never verified; the caller refuses when one is verified. */
    async startAuthenticator(userId: string): Promise<string> {
      const secret = newTotpSecret();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('mfa_authenticators').where('user_id', '=', userId).where('type', '=', factors.totp).execute();
        await trx
          .insertInto('mfa_authenticators')
          .values({
            user_id: userId,
            type: factors.totp,
            id: uniqueId(),
            secret: seal(secret, keys, contexts.totp(userId)),
            created_at: appwriteDate(clock()),
          })
          .execute();
      });
      return secret;
    },

    /** Verifies the unverified authenticator with a code from it (which is then spent); false for a wrong code. */
    async confirmAuthenticator(userId: string, code: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await acceptTotp(trx, userId, code, false))) return false;
        await trx
          .updateTable('mfa_authenticators')
          .set({ verified_at: appwriteDate(clock()) })
          .where('user_id', '=', userId)
          .where('type', '=', factors.totp)
          .execute();
        return true;
      });
    },

    async deleteAuthenticator(userId: string): Promise<boolean> {
      const { numDeletedRows } = await db
        .deleteFrom('mfa_authenticators')
        .where('user_id', '=', userId)
        .where('type', '=', factors.totp)
        .executeTakeFirst();
      return numDeletedRows > 0n;
    },

    /** The unused recovery codes ([] when none are left or none were made). */
    async recoveryCodes(userId: string): Promise<string[]> {
      return (await readRecoveryCodes(db, userId))?.codes ?? [];
    },

    /** New codes replacing any left; `onlyIf` decides from the codes left whether to go on (null: it did not). */
    async replaceRecoveryCodes(userId: string, onlyIf: (left: string[]) => boolean): Promise<string[] | null> {
      return db.transaction().execute(async (trx) => {
        if (!onlyIf((await readRecoveryCodes(trx, userId))?.codes ?? [])) return null;
        const codes = newRecoveryCodes();
        await writeRecoveryCodes(trx, userId, codes);
        return codes;
      });
    },

    /** Appwrite's `mfa` flag. */
    async setMfa(userId: string, on: boolean): Promise<void> {
      const now = appwriteDate(clock());
      await db
        .updateTable('users')
        .set({ mfa_enabled_at: on ? now : '', updated_at: now })
        .where('id', '=', userId)
        .execute();
    },

    /** Adds factors to what the session completed, without a challenge (so `mfaUpdatedAt` stays). */
    async addSessionFactors(session: SessionRow, added: readonly string[]): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ factors: factorsWith(session, added) })
        .where('id', '=', session.id)
        .execute();
    },

    /**
     * Opens a challenge for the session; an emailed code is sealed with it, and its mail queued
     * in the same transaction (`onCreated`). Challenges of this session that have expired are
     * deleted (the others end with the session).
     */
    async createChallenge(
      session: SessionRow,
      type: ChallengeFactor,
      ttlMs: number,
      email?: { code: string; onCreated: (trx: Kysely<Database>) => Promise<void> },
    ): Promise<ChallengeRow> {
      const now = clock();
      const id = uniqueId();
      const row: ChallengeRow = {
        id,
        user_id: session.user_id,
        session_id: session.id,
        type,
        code: email ? seal(email.code, keys, contexts.emailCode(id)) : '',
        expires_at: appwriteDate(new Date(now.getTime() + ttlMs)),
        created_at: appwriteDate(now),
      };
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('mfa_challenges').where('session_id', '=', session.id).where('expires_at', '<=', appwriteDate(now)).execute();
        await trx.insertInto('mfa_challenges').values(row).execute();
        await email?.onCreated(trx);
      });
      return row;
    },

    /**
     * Answers a challenge of this session with `code`. Right, it is spent with the code (a
     * recovery code, the authenticator's step, the mail's code) and the session gains the factor
     * and a fresh `mfaUpdatedAt`, all in one transaction: two answers at once cannot both count.
     * Null when it is not answered: no such challenge of this session, past its time, or a wrong
     * code (to the client all are Appwrite's 401 user_invalid_token).
     */
    async answerChallenge(session: SessionRow, challengeId: string, code: string): Promise<SessionRow | null> {
      const now = clock();
      try {
        return await db.transaction().execute(async (trx) => {
          const challenge = await trx.selectFrom('mfa_challenges').selectAll().where('id', '=', challengeId).executeTakeFirst();
          // Another session's (so also another account's), or past its time: as if it did not exist.
          if (!challenge || challenge.session_id !== session.id || challenge.expires_at <= appwriteDate(now)) return null;
          if (!(await spendCode(trx, challenge, session.user_id, code))) return null;
          const { numDeletedRows } = await trx.deleteFrom('mfa_challenges').where('id', '=', challenge.id).executeTakeFirst();
          // Answered meanwhile by another request: undo the code spent here.
          if (numDeletedRows === 0n) throw new ChallengeGone();
          const current = await trx.selectFrom('sessions').select('factors').where('id', '=', session.id).executeTakeFirstOrThrow();
          const next = { factors: factorsWith(current, [challenge.type]), mfa_updated_at: appwriteDate(now) };
          await trx.updateTable('sessions').set(next).where('id', '=', session.id).execute();
          return { ...session, ...next };
        });
      } catch (error) {
        if (error instanceof ChallengeGone) return null;
        throw error;
      }
    },
  };
}

export type MfaStore = ReturnType<typeof createMfaStore>;
