import { accountLinkPurposes, paths, retentionPeriods } from '@rcm/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isUniqueViolation, type UserRow } from '../../auth/account-store';
import type { Database } from '../../db/schema';
import { appwriteDate } from '../../db/timestamp';
import { apiErrors } from '../../errors/api-error';
import { dropEmailTokens, issueEmailToken, spendEmailToken, type EmailToken } from '../../mail/email-tokens';
import { clientAddress } from '../../net/client-address';
import { recordAudit } from '../../staff/audit-log';
import { mailedLink } from './mailed-links';

/** How long the link mailed to a new address works: Appwrite's verification lifetime, an hour. */
export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;
/** How long the address an account left can take it back ("this wasn't me"). */
export const EMAIL_CHANGE_UNDO_TTL_MS = retentionPeriods.replacedEmailDays * 24 * 60 * 60 * 1000;

const link = (app: FastifyInstance, path: string) => new URL(`${app.mail.siteUrl}${path}`);

/**
 * Whether a live "this wasn't me" link of another account holds this address: the address an
 * account moved away from stays reserved for that account until the link expires, so nobody can
 * take it meanwhile (by registering it, or moving an account to it) and so block the way back.
 */
export async function isAddressHeld(db: Kysely<Database>, email: string, now: Date, exceptUserId?: string): Promise<boolean> {
  let query = db
    .selectFrom('email_tokens')
    .select('subject')
    .where('purpose', '=', 'email-change-undo')
    .where('address', '=', email)
    .where('expires_at', '>', appwriteDate(now));
  if (exceptUserId !== undefined) query = query.where('subject', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * `PATCH /v1/account/email`: nothing changes yet. The new address is mailed a link (only the
 * newest one works) that makes the change, and the current address is told, with the way out if
 * it was not its owner (a password reset, which also cancels the change).
 */
export async function requestEmailChange(app: FastifyInstance, user: UserRow, newEmail: string): Promise<void> {
  const now = app.clock();
  const expire = appwriteDate(new Date(now.getTime() + EMAIL_CHANGE_TTL_MS));
  await app.db.transaction().execute(async (trx) => {
    await dropEmailTokens(trx, 'email-change', user.id);
    const secret = await issueEmailToken(trx, {
      purpose: 'email-change',
      subject: user.id,
      address: newEmail,
      ttlMs: EMAIL_CHANGE_TTL_MS,
      now,
    });
    const confirmUrl = mailedLink(link(app, paths.verifyEmail), { userId: user.id, secret, expire }, accountLinkPurposes.emailChange);
    await app.mail.enqueue(trx, {
      kind: 'email-change-confirmation',
      to: newEmail,
      data: { name: user.name, confirmUrl, expiresInMinutes: EMAIL_CHANGE_TTL_MS / 60_000 },
    });
    await app.mail.enqueue(trx, {
      kind: 'email-change-requested',
      to: user.email,
      data: { name: user.name, newEmail, recoveryUrl: link(app, paths.passwordRecovery).toString() },
    });
  });
}

/**
 * The link mailed to the new address, followed (`PUT /v1/account/verification`): in one
 * transaction the token is spent, the account moves to the address (verified; the staff label
 * dropped and audited), every session ends but `keepSessionId` (the caller's own, if it is this
 * account's), and the address left behind is told, with a "this wasn't me" link. False when the
 * token was spent meanwhile; 409 when another account has (or holds) the address by now.
 */
export async function applyEmailChange(
  app: FastifyInstance,
  request: FastifyRequest,
  { user, token, secret, keepSessionId }: { user: UserRow; token: EmailToken; secret: string; keepSessionId: string | undefined },
): Promise<boolean> {
  const now = app.clock();
  const newEmail = token.address;
  if (await isAddressHeld(app.db, newEmail, now, user.id)) throw apiErrors.targetAlreadyExists();
  return applied(
    app.db.transaction().execute(async (trx) => {
      // Only the request whose delete found the token goes on (two clicks at once act once).
      if ((await spendEmailToken(trx, ['email-change'], secret, now))?.subject !== user.id) return false;
      const moved = await app.accounts.updateEmail(user.id, newEmail, trx);
      if (!moved) throw apiErrors.targetAlreadyExists();
      for (const label of moved.removedLabels) {
        await recordAudit(
          trx,
          { id: user.id, name: user.email, address: clientAddress(request) },
          {
            action: 'role.revoke',
            subject: `user:${user.id}`,
            detail: { label, reason: 'email address changed', email: user.email, to: newEmail },
          },
          now,
        );
      }
      await app.accounts.deleteAllSessions(user.id, { except: keepSessionId, trx });
      const expire = appwriteDate(new Date(now.getTime() + EMAIL_CHANGE_UNDO_TTL_MS));
      const undoSecret = await issueEmailToken(trx, {
        purpose: 'email-change-undo',
        subject: user.id,
        address: user.email,
        ttlMs: EMAIL_CHANGE_UNDO_TTL_MS,
        now,
      });
      const undoUrl = mailedLink(
        link(app, paths.resetPassword),
        { userId: user.id, secret: undoSecret, expire },
        accountLinkPurposes.emailChangeUndo,
      );
      await app.mail.enqueue(trx, {
        kind: 'email-changed',
        to: user.email,
        data: { name: user.name, newEmail, undoUrl, undoDays: retentionPeriods.replacedEmailDays },
      });
      return true;
    }),
  );
}

/** Another account took the address in the same instant (the unique index): Appwrite's 409 for that race. */
async function applied(change: Promise<boolean>): Promise<boolean> {
  try {
    return await change;
  } catch (error) {
    if (isUniqueViolation(error)) throw apiErrors.emailAlreadyExists();
    throw error;
  }
}

/**
 * The "this wasn't me" link followed, with a new password (`PUT /v1/account/recovery`, inside the
 * token's transaction): the account goes back to the address the link was mailed to (verified:
 * the link reached it), with the new password; every session ends; every link out for the account
 * ends, and so do the "this wasn't me" links of changes made after this one (whoever made them
 * cannot undo this), while older ones stay (an earlier owner's way back is never taken away).
 */
export async function undoEmailChange(
  app: FastifyInstance,
  trx: Kysely<Database>,
  { user, token, passwordHash, at }: { user: UserRow; token: EmailToken; passwordHash: string; at: string },
): Promise<void> {
  const taken = await trx.selectFrom('users').select('id').where('email', '=', token.address).where('id', '<>', user.id).executeTakeFirst();
  if (taken) throw apiErrors.targetAlreadyExists();
  await trx
    .updateTable('users')
    .set({ email: token.address, email_verified_at: at, password_hash: passwordHash, password_updated_at: at, updated_at: at })
    .where('id', '=', user.id)
    .execute();
  await app.accounts.deleteAllSessions(user.id, { trx });
  await trx
    .deleteFrom('email_tokens')
    .where('subject', '=', user.id)
    .where('purpose', 'in', ['recovery', 'verification', 'email-change'])
    .execute();
  await trx
    .deleteFrom('email_tokens')
    .where('subject', '=', user.id)
    .where('purpose', '=', 'email-change-undo')
    .where('created_at', '>', token.createdAt)
    .execute();
  await app.mail.enqueue(trx, {
    kind: 'password-changed',
    to: token.address,
    data: { name: user.name, via: 'reset', recoveryUrl: link(app, paths.passwordRecovery).toString() },
  });
}
