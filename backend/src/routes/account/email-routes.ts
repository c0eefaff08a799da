import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import { uniqueId } from '../../auth/session-token';
import type { RateLimits } from '../../config';
import type { Database } from '../../db/schema';
import { appwriteDate } from '../../db/timestamp';
import { apiErrors } from '../../errors/api-error';
import { dropEmailTokens, issueEmailToken, readEmailToken, takeEmailToken } from '../../mail/email-tokens';
import { countOrRefuse, perAddress, perUser } from '../../plugins/rate-limits';
import { requireSignedIn, signedIn } from './callers';
import { recoveryBody, recoveryConfirmBody, tokenSchema, verificationBody, verificationConfirmBody } from './schemas';
import { checkEmail, checkNewPassword, checkUserId } from './validators';

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

/**
 * The `url` a mailed link leads to: an absolute http(s) URL on one of the site's origins, as
 * Appwrite allows only its project's platforms (an open redirect or phishing link otherwise).
 */
export function checkRedirectUrl(url: string, siteOrigins: readonly string[]): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw apiErrors.redirectNotAllowed('');
  }
  const allowed = (parsed.protocol === 'http:' || parsed.protocol === 'https:') && siteOrigins.includes(parsed.origin) && !parsed.username && !parsed.password;
  if (!allowed) throw apiErrors.redirectNotAllowed(parsed.hostname);
  return parsed;
}

/** The link in the mail: `url` with `userId`, `secret` and `expire` added, as Appwrite builds it. */
export function mailedLink(url: URL, params: { userId: string; secret: string; expire: string }): string {
  const link = new URL(url);
  for (const [name, value] of Object.entries(params)) link.searchParams.set(name, value);
  return link.toString();
}

/** Appwrite's `Token` model as a client sees it: the secret is never in the reply. */
const tokenModel = ({ createdAt, userId, expire }: { createdAt: string; userId: string; expire: string }) => ({
  $id: uniqueId(),
  $createdAt: createdAt,
  userId,
  secret: '',
  expire,
  phrase: '',
});

/** Appwrite's `Text(256)` rule on `secret`. */
function checkSecret(secret: string): string {
  if (secret.length === 0 || secret.length > 256) throw apiErrors.invalidParam('secret', 'Value must be a valid string and at least 1 chars and no longer than 256 chars');
  return secret;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `POST`/`PUT /v1/account/recovery` (the SDK's `createRecovery`, `updateRecovery`) and
 * `POST`/`PUT /v1/account/verifications/email` with its alias `/v1/account/verification`
 * (`createEmailVerification`, `updateEmailVerification`, and the older `createVerification`,
 * `updateVerification`). Every secret is single-use, lives an hour and is stored hashed; the
 * mail is written to the outbox in the transaction that issues its token.
 */
export const accountEmailRoutes: FastifyPluginAsync<Options> = async (app, { rateLimits, siteOrigins }) => {
  type Purpose = 'recovery' | 'verification';

  /** Appwrite's 401 unless `secret` is a live token of `purpose` for this user. Nothing is spent. */
  async function checkToken(purpose: Purpose, userId: string, secret: string): Promise<void> {
    if ((await readEmailToken(app.db, purpose, secret, app.clock())) !== userId) throw apiErrors.invalidToken();
  }

  /** Spends the token and runs `act` in one transaction; 401 if the token has gone meanwhile. */
  async function spendToken(purpose: Purpose, userId: string, secret: string, act: (trx: Kysely<Database>, at: string) => Promise<void>): Promise<void> {
    const now = app.clock();
    const spent = await app.db.transaction().execute(async (trx) => {
      // Only the request whose delete found the token goes on (two clicks at once act once).
      if ((await takeEmailToken(trx, purpose, secret, now)) !== userId) return false;
      await act(trx, appwriteDate(now));
      return true;
    });
    if (!spent) throw apiErrors.invalidToken();
  }

  app.post(
    '/account/recovery',
    {
      schema: { body: recoveryBody, response: { 201: tokenSchema } },
      // Appwrite counts 10 an hour per address and, below, per email.
      config: { rateLimit: perAddress(rateLimits?.recovery) },
    },
    async (request, reply) => {
      const started = performance.now();
      const body = request.body as { email: string; url: string };
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
          const data = { name: user.name, resetUrl: mailedLink(url, { userId: user.id, secret, expire }), expiresInMinutes: RECOVERY_TTL_MS / 60_000 };
          await app.mail.enqueue(trx, { kind: 'password-recovery', to: user.email, data });
        });
      }
      await sleep(RECOVERY_REPLY_FLOOR_MS - (performance.now() - started));
      // The same reply for an address without an account (Appwrite: 404 user_not_found), with
      // no user id in it: the reply must not say whether the address has an account.
      return reply.code(201).send(tokenModel({ createdAt: appwriteDate(now), userId: '', expire }));
    },
  );

  app.put('/account/recovery', { schema: { body: recoveryConfirmBody, response: { 200: tokenSchema } } }, async (request, reply) => {
    const body = request.body as { userId: string; secret: string; password: string };
    const userId = checkUserId(body.userId);
    await countOrRefuse(request, reply, rateLimits?.recoveryConfirm, `recovery-confirm:${userId}`);
    const secret = checkSecret(body.secret);
    const password = checkNewPassword(body.password);
    const user = await app.accounts.findUserById(userId);
    if (!user) throw apiErrors.userNotFound();
    // Read first: a secret of another account is not spent by a request naming this one; and
    // the password is hashed only once the secret is right, so a wrong guess costs no scrypt.
    await checkToken('recovery', user.id, secret);
    const passwordHash = await hashPassword(password, app.passwordCost);
    await spendToken('recovery', user.id, secret, async (trx, at) => {
      await trx
        .updateTable('users')
        // As Appwrite: the link reached the address, so the address is verified too.
        .set({ password_hash: passwordHash, password_updated_at: at, updated_at: at, email_verified_at: user.email_verified_at || at })
        .where('id', '=', user.id)
        .execute();
      // Every session of the account ends (whoever knew the old password is logged out), and
      // every other recovery link with them.
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      await dropEmailTokens(trx, 'recovery', user.id);
    });
    const at = appwriteDate(app.clock());
    return reply.code(200).send(tokenModel({ createdAt: at, userId: user.id, expire: at }));
  });

  const createVerification = {
    // Per signed-in user, as Appwrite keys it; the route and its alias share the count.
    onRequest: [requireSignedIn, perUser(rateLimits?.verification, 'verification')],
    schema: { body: verificationBody, response: { 201: tokenSchema } },
  };
  const sendVerification = async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = await signedIn(request);
    const url = checkRedirectUrl((request.body as { url: string }).url, siteOrigins);
    if (user.email_verified_at) throw apiErrors.emailAlreadyVerified();
    const now = app.clock();
    const expire = appwriteDate(new Date(now.getTime() + VERIFICATION_TTL_MS));
    await app.db.transaction().execute(async (trx) => {
      const secret = await issueEmailToken(trx, { purpose: 'verification', subject: user.id, ttlMs: VERIFICATION_TTL_MS, now });
      await app.mail.enqueue(trx, { kind: 'email-verification', to: user.email, data: { name: user.name, verifyUrl: mailedLink(url, { userId: user.id, secret, expire }) } });
    });
    return reply.code(201).send(tokenModel({ createdAt: appwriteDate(now), userId: user.id, expire }));
  };
  app.post('/account/verifications/email', createVerification, sendVerification);
  app.post('/account/verification', createVerification, sendVerification);

  const confirmVerification = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { userId: string; secret: string };
    const userId = checkUserId(body.userId);
    await countOrRefuse(request, reply, rateLimits?.verificationConfirm, `verification-confirm:${userId}`);
    const secret = checkSecret(body.secret);
    const user = await app.accounts.findUserById(userId);
    if (!user) throw apiErrors.userNotFound();
    await checkToken('verification', user.id, secret);
    await spendToken('verification', user.id, secret, async (trx, at) => {
      await trx.updateTable('users').set({ email_verified_at: user.email_verified_at || at, updated_at: at }).where('id', '=', user.id).execute();
      await dropEmailTokens(trx, 'verification', user.id);
    });
    const at = appwriteDate(app.clock());
    return reply.code(200).send(tokenModel({ createdAt: at, userId: user.id, expire: at }));
  };
  const confirmOptions = { schema: { body: verificationConfirmBody, response: { 200: tokenSchema } } };
  app.put('/account/verifications/email', confirmOptions, confirmVerification);
  app.put('/account/verification', confirmOptions, confirmVerification);
};
