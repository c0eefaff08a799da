import { paths } from '@rcm/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { Kysely } from 'kysely';
import type { UserRow } from '../../auth/account-store';
import { hashPassword } from '../../auth/passwords';
import { uniqueId } from '../../auth/session-token';
import type { RateLimit, RateLimits } from '../../config';
import type { Database, EmailTokenPurpose } from '../../db/schema';
import { appwriteDate } from '../../db/timestamp';
import { apiErrors } from '../../errors/api-error';
import { dropEmailTokens, findEmailToken, issueEmailToken, spendEmailToken, type EmailToken } from '../../mail/email-tokens';
import { clientAddress, limitKeyOf } from '../../net/client-address';
import { countOrRefuse, perAddress, perUser } from '../../plugins/rate-limits';
import { requireSignedIn, signedIn } from './callers';
import { applyEmailChange, undoEmailChange } from './email-changes';
import { checkRedirectUrl, mailedLink } from './mailed-links';
import { recoveryBody, recoveryConfirmBody, tokenSchema, verificationBody, verificationConfirmBody } from './schemas';
import { checkEmail, checkNewPassword, checkText, checkUserId } from './validators';

interface Options {
  rateLimits: RateLimits | undefined;
  /** The site's origins: a mailed link may lead to these only. */
  siteOrigins: string[];
}

/** Appwrite's TOKEN_EXPIRATION_RECOVERY and TOKEN_EXPIRATION_CONFIRM: one hour each. */
export const RECOVERY_TTL_MS = 60 * 60 * 1000;
export const VERIFICATION_TTL_MS = 60 * 60 * 1000;

/**
 * A recovery request is answered no sooner than this after it arrived, whether the address has
 * an account (a token and a mail are written) or not (nothing is): the time taken must not
 * tell the two apart any more than the reply does.
 */
export const RECOVERY_REPLY_FLOOR_MS = 250;

/** Appwrite's `Token` model as a client sees it: the secret is never in the reply. */
const tokenModel = ({ createdAt, userId, expire }: { createdAt: string; userId: string; expire: string }) => ({
  $id: uniqueId(),
  $createdAt: createdAt,
  userId,
  secret: '',
  expire,
  phrase: '',
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `POST`/`PUT /v1/account/recovery` (the SDK's `createRecovery`, `updateRecovery`) and
 * `POST`/`PUT /v1/account/verifications/email` with its alias `/v1/account/verification`
 * (`createEmailVerification`, `updateEmailVerification`, and the older `createVerification`,
 * `updateVerification`). Every secret is single-use, lives an hour and is stored hashed; the
 * mail is written to the outbox in the transaction that issues its token. The same two confirming
 * routes also take the links of an email change (see `email-changes.ts`).
 */
export const accountEmailRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: Options }> = async (app, { rateLimits, siteOrigins }) => {
  /**
   * The two routes that confirm a mailed link: the limit a wrong link counts against, and the
   * purposes of the tokens each takes (both also take an email change's links).
   */
  const linkConfirmations = {
    'recovery-confirm': { limit: rateLimits?.recoveryConfirm, purposes: ['recovery', 'email-change-undo'] },
    'verification-confirm': { limit: rateLimits?.verificationConfirm, purposes: ['verification', 'email-change'] },
  } satisfies Record<string, { limit: RateLimit | undefined; purposes: readonly EmailTokenPurpose[] }>;

  /**
   * The account and live token a link's user id and secret name (nothing is spent). A wrong one
   * (an unknown user: 404; a secret that is no live token of the route's purposes for this user:
   * 401) counts against that user id from this client address, and past the route's limit is 429;
   * a right one always goes through, whatever the count, so nobody can block someone else's link (L20).
   */
  async function linkToken(
    request: FastifyRequest,
    reply: FastifyReply,
    name: keyof typeof linkConfirmations,
    { userId, secret }: { userId: string; secret: string },
  ): Promise<{ user: UserRow; token: EmailToken }> {
    const { limit, purposes } = linkConfirmations[name];
    const user = await app.accounts.findUserById(userId);
    const token = user ? await findEmailToken(app.db, purposes, secret, app.clock()) : undefined;
    if (user && token?.subject === user.id) return { user, token };
    await countOrRefuse(request, reply, limit, `${name}:${userId}:${limitKeyOf(clientAddress(request))}`);
    throw user ? apiErrors.invalidToken() : apiErrors.userNotFound();
  }

  /** Spends the token and runs `act` in one transaction; 401 if the token has gone meanwhile. */
  async function spendToken(
    token: EmailToken,
    userId: string,
    secret: string,
    act: (trx: Kysely<Database>, at: string) => Promise<void>,
  ): Promise<void> {
    const now = app.clock();
    const spent = await app.db.transaction().execute(async (trx) => {
      // Only the request whose delete found the token goes on (two clicks at once act once).
      if ((await spendEmailToken(trx, [token.purpose], secret, now))?.subject !== userId) return false;
      await act(trx, appwriteDate(now));
      return true;
    });
    if (!spent) throw apiErrors.invalidToken();
  }

  const recoveryPage = () => `${app.mail.siteUrl}${paths.passwordRecovery}`;

  app.post(
    '/account/recovery',
    {
      schema: { body: recoveryBody, response: { 201: tokenSchema } },
      // Appwrite counts 10 an hour per address and, below, per email.
      config: { rateLimit: perAddress(rateLimits?.recovery) },
    },
    async (request, reply) => {
      const started = performance.now();
      const { body } = request;
      const email = checkEmail(body.email);
      const url = checkRedirectUrl(body.url, siteOrigins);
      await countOrRefuse(request, reply, rateLimits?.recovery, `recovery:email:${email}`);

      const now = app.clock();
      const expire = appwriteDate(new Date(now.getTime() + RECOVERY_TTL_MS));
      const user = await app.accounts.findUserByEmail(email);
      if (user) {
        await app.db.transaction().execute(async (trx) => {
          // A new link replaces any earlier one: only the newest mail resets the password.
          await dropEmailTokens(trx, 'recovery', user.id);
          const secret = await issueEmailToken(trx, { purpose: 'recovery', subject: user.id, ttlMs: RECOVERY_TTL_MS, now });
          const data = {
            name: user.name,
            resetUrl: mailedLink(url, { userId: user.id, secret, expire }),
            expiresInMinutes: RECOVERY_TTL_MS / 60_000,
          };
          await app.mail.enqueue(trx, { kind: 'password-recovery', to: user.email, data });
        });
      }
      await sleep(RECOVERY_REPLY_FLOOR_MS - (performance.now() - started));
      // The same reply for an address without an account (Appwrite: 404 user_not_found), with
      // no user id in it: the reply must not say whether the address has an account.
      return reply.code(201).send(tokenModel({ createdAt: appwriteDate(now), userId: '', expire }));
    },
  );

  /**
   * The reset (`updateRecovery`), with a recovery link or with the "this wasn't me" link mailed
   * to the address an account left (which also takes the account back: `undoEmailChange`).
   */
  app.put('/account/recovery', { schema: { body: recoveryConfirmBody, response: { 200: tokenSchema } } }, async (request, reply) => {
    const { body } = request;
    const userId = checkUserId(body.userId);
    const secret = checkText('secret', body.secret);
    const password = checkNewPassword(body.password);
    // Read first: a secret of another account is not spent by a request naming this one; and
    // the password is hashed only once the secret is right, so a wrong guess costs no scrypt.
    const { user, token } = await linkToken(request, reply, 'recovery-confirm', { userId, secret });
    const passwordHash = await hashPassword(password, app.passwordCost);
    await spendToken(token, user.id, secret, async (trx, at) => {
      if (token.purpose === 'email-change-undo') return undoEmailChange(app, trx, { user, token, passwordHash, at });
      await trx
        .updateTable('users')
        // As Appwrite: the link reached the address, so the address is verified too.
        .set({ password_hash: passwordHash, password_updated_at: at, updated_at: at, email_verified_at: user.email_verified_at || at })
        .where('id', '=', user.id)
        .execute();
      // Every session of the account ends (whoever knew the old password is logged out), every
      // other recovery link with them, and a change of address still waiting for its link.
      await app.accounts.deleteAllSessions(user.id, { trx });
      await dropEmailTokens(trx, 'recovery', user.id);
      await dropEmailTokens(trx, 'email-change', user.id);
      await app.mail.enqueue(trx, {
        kind: 'password-changed',
        to: user.email,
        data: { name: user.name, via: 'reset', recoveryUrl: recoveryPage() },
      });
    });
    const at = appwriteDate(app.clock());
    return reply.code(200).send(tokenModel({ createdAt: at, userId: user.id, expire: at }));
  });

  /**
   * Not Appwrite's: whether a reset link is still good, without spending it, so the page says a
   * spent one is spent before the password is typed (ACC-10). 204, or the reset's own 401/404,
   * counted against the reset's limit as a wrong reset is.
   */
  app.post('/account/recovery/check', { schema: { body: verificationConfirmBody } }, async (request, reply) => {
    const { body } = request;
    await linkToken(request, reply, 'recovery-confirm', { userId: checkUserId(body.userId), secret: checkText('secret', body.secret) });
    return reply.code(204).send();
  });

  // Per signed-in user, as Appwrite keys it; the route and its alias share the count.
  const verificationLimit = perUser(rateLimits?.verification, 'verification');
  for (const path of ['/account/verifications/email', '/account/verification']) {
    app.post(
      path,
      { onRequest: [requireSignedIn, verificationLimit], schema: { body: verificationBody, response: { 201: tokenSchema } } },
      async (request, reply) => {
        const { user } = await signedIn(request);
        const url = checkRedirectUrl(request.body.url, siteOrigins);
        if (user.email_verified_at) throw apiErrors.emailAlreadyVerified();
        const now = app.clock();
        const expire = appwriteDate(new Date(now.getTime() + VERIFICATION_TTL_MS));
        await app.db.transaction().execute(async (trx) => {
          const secret = await issueEmailToken(trx, { purpose: 'verification', subject: user.id, ttlMs: VERIFICATION_TTL_MS, now });
          await app.mail.enqueue(trx, {
            kind: 'email-verification',
            to: user.email,
            data: {
              name: user.name,
              verifyUrl: mailedLink(url, { userId: user.id, secret, expire }),
              expiresInMinutes: VERIFICATION_TTL_MS / 60_000,
            },
          });
        });
        return reply.code(201).send(tokenModel({ createdAt: appwriteDate(now), userId: user.id, expire }));
      },
    );
  }

  /**
   * `updateVerification`: a verification link proves the account's address; an email-change link
   * (mailed to a new address) moves the account to that address (`applyEmailChange`), keeping the
   * caller's session if it is this account's.
   */
  for (const path of ['/account/verifications/email', '/account/verification']) {
    app.put(path, { schema: { body: verificationConfirmBody, response: { 200: tokenSchema } } }, async (request, reply) => {
      const userId = checkUserId(request.body.userId);
      const secret = checkText('secret', request.body.secret);
      const { user, token } = await linkToken(request, reply, 'verification-confirm', { userId, secret });
      if (token.purpose === 'email-change') {
        const caller = await request.caller();
        const keepSessionId = caller?.user.id === user.id ? caller.session.id : undefined;
        if (!(await applyEmailChange(app, request, { user, token, secret, keepSessionId }))) throw apiErrors.invalidToken();
      } else {
        await spendToken(token, user.id, secret, async (trx, at) => {
          await trx
            .updateTable('users')
            .set({ email_verified_at: user.email_verified_at || at, updated_at: at })
            .where('id', '=', user.id)
            .execute();
          await dropEmailTokens(trx, 'verification', user.id);
        });
      }
      const at = appwriteDate(app.clock());
      return reply.code(200).send(tokenModel({ createdAt: at, userId: user.id, expire: at }));
    });
  }
};
