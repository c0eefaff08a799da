import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionRow, UserRow } from '../auth/account-store';
import type { Database } from '../db/schema';
import { apiErrors } from '../errors/api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Appwrite's `mfa` route group: a session that still owes its second factor may use this
     * route (list factors, create and answer challenges, log out); every other `/v1` route
     * answers it 401 user_more_factors_required.
     */
    mfa?: boolean;
  }
}

/** Appwrite's factor names, as sessions list them in `factors`. */
export const factors = { password: 'password', totp: 'totp', email: 'email', recoveryCode: 'recoveryCode' } as const;

/** Appwrite's MFA_RECENT_DURATION: how long a completed challenge lets a session read or change its factors. */
export const MFA_RECENT_SECONDS = 30 * 60;

/** The factors a session completed (Appwrite's `factors`); a stored value that is not a list counts as the password alone. */
export function sessionFactors(session: Pick<SessionRow, 'factors'>): string[] {
  try {
    const parsed: unknown = JSON.parse(session.factors);
    if (Array.isArray(parsed) && parsed.every((factor) => typeof factor === 'string')) return parsed;
  } catch {
    // not JSON: below
  }
  return [factors.password];
}

/** Appwrite's `mfa`: the owner turned two-step verification on. */
export const mfaIsOn = (user: Pick<UserRow, 'mfa_enabled_at'>): boolean => user.mfa_enabled_at !== '';

export async function hasVerifiedAuthenticator(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('mfa_authenticators')
    .select('verified_at')
    .where('user_id', '=', userId)
    .where('type', '=', factors.totp)
    .executeTakeFirst();
  return row !== undefined && row.verified_at !== '';
}

/**
 * What "Download my data" says of the account's two-step verification: whether it is on, and
 * when each part was made. Never a secret: the app's key and the recovery codes stay out.
 */
export async function twoStepRecordOf(db: Kysely<Database>, user: Pick<UserRow, 'id' | 'mfa_enabled_at'>) {
  const [app, codes] = await Promise.all([
    db
      .selectFrom('mfa_authenticators')
      .select(['created_at', 'verified_at'])
      .where('user_id', '=', user.id)
      .where('type', '=', factors.totp)
      .executeTakeFirst(),
    db.selectFrom('mfa_recovery_codes').select('created_at').where('user_id', '=', user.id).executeTakeFirst(),
  ]);
  return {
    on: mfaIsOn(user),
    turnedOnAt: user.mfa_enabled_at || null,
    authenticatorApp: app ? { addedAt: app.created_at, confirmedAt: app.verified_at || null } : null,
    recoveryCodesMadeAt: codes?.created_at ?? null,
  };
}

/**
 * Appwrite's rule (`shared/api.php`): with `mfa` on, an account that has a second factor to
 * give (a verified address or a verified authenticator) needs two factors in the session; until
 * then the session owes one.
 */
export async function owesSecondFactor(db: Kysely<Database>, user: UserRow, session: SessionRow): Promise<boolean> {
  if (!mfaIsOn(user) || new Set(sessionFactors(session)).size >= 2) return false;
  return user.email_verified_at !== '' || (await hasVerifiedAuthenticator(db, user.id));
}

/** Whether the session completed an MFA challenge within the last `seconds` (never: false). */
export function challengedWithin(session: Pick<SessionRow, 'mfa_updated_at'>, seconds: number, now: Date): boolean {
  const at = Date.parse(session.mfa_updated_at);
  return Number.isFinite(at) && at >= now.getTime() - seconds * 1000;
}

/**
 * The check Appwrite makes on every `/v1` route: a session that still owes its second factor
 * gets 401 user_more_factors_required, except on the `mfa` routes. A guest passes (the route
 * answers a guest itself).
 */
export async function refuseOwedFactor(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config.mfa) return;
  const caller = await request.caller();
  if (caller && (await owesSecondFactor(request.server.db, caller.user, caller.session))) throw apiErrors.moreFactorsRequired();
}
