import { paths } from '@rcm/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { RateLimits } from '../../config';
import { hashPassword } from '../../auth/passwords';
import { checkPasswordOf } from '../../auth/password-check';
import { uniqueId } from '../../auth/session-token';
import { userModel } from '../../auth/models';
import { apiErrors } from '../../errors/api-error';
import { clearSessionCookie, type Caller } from '../../plugins/authentication';
import { countOrRefuse, perAddress } from '../../plugins/rate-limits';
import { canonicalEmail } from '../../auth/email-metadata';
import { requireSignedIn, signedIn } from './callers';
import { isAddressHeld, requestEmailChange } from './email-changes';
import { accountEmailRoutes } from './email-routes';
import { mfaRoutes } from './mfa-routes';
import { sessionRoutes } from './session-routes';
import type { MfaKeyRing } from '../../mfa/encryption-keys';
import { refuseOwedFactor } from '../../mfa/second-factor';
import { createAccountBody, emailBody, nameBody, passwordBody, prefsBody, prefsSchema, userSchema } from './schemas';
import { checkName, checkNewEmail, checkNewPassword, checkPassword, checkPrefs, checkUserId } from './validators';

interface Options {
  projectId: string;
  rateLimits: RateLimits | undefined;
  /** The site's origins: the only ones a mailed link may lead to. */
  siteOrigins: string[];
  /** What two-step verification secrets are sealed with. */
  mfaKeys: MfaKeyRing;
}

/** A valid prefs object encodes to at most 64 KiB; the body may carry whitespace around it. */
const PREFS_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The part of Appwrite's account API the pages use, under `/v1`: creating an account, the
 * current account, its name, password, email, prefs and status; sessions and JWTs
 * (`session-routes.ts`), password recovery and email verification (`email-routes.ts`) and
 * two-step verification (`mfa-routes.ts`). It answers exactly as Appwrite does, so the
 * official web SDK works unchanged.
 */
export const accountRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: Options }> = async (app, options) => {
  const { rateLimits } = options;

  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    if (request.headers['x-appwrite-project'] !== options.projectId) throw apiErrors.projectNotFound();
    // As Appwrite: a live session and a JWT in one request is a client mistake, refused. (The
    // site's own /customer and /subscribtion accept both: the pages send both there.)
    if (request.headers['x-appwrite-jwt'] && (await request.caller())?.via === 'session') throw apiErrors.jwtAndCookieSet();
    await refuseOwedFactor(request);
  });

  app.post(
    '/account',
    { schema: { body: createAccountBody, response: { 201: userSchema } }, config: { rateLimit: perAddress(rateLimits?.register) } },
    async (request, reply) => {
      const { body } = request;
      const requestedId = checkUserId(body.userId);
      const email = checkNewEmail(body.email);
      // Appwrite refuses an address with nothing left once its aliases are folded.
      if (canonicalEmail(email) === null) throw apiErrors.invalidEmail();
      const password = checkNewPassword(body.password);
      // Appwrite's name is optional; one that is given (the page always gives it) must not be blank.
      const name = body.name === undefined ? '' : checkName(body.name);
      // An address an account has just left stays that account's while it can take it back.
      if (await isAddressHeld(app.db, email, app.clock())) throw apiErrors.userAlreadyExists();
      const user = await app.accounts.createUser({
        id: requestedId === 'unique()' ? uniqueId() : requestedId,
        email,
        name,
        passwordHash: await hashPassword(password, app.passwordCost),
      });
      if (!user) throw apiErrors.userAlreadyExists();
      return reply.code(201).send(userModel(user));
    },
  );

  app.get('/account', { onRequest: requireSignedIn, schema: { response: { 200: userSchema } } }, async (request) =>
    userModel((await signedIn(request)).user),
  );
  app.get(
    '/account/prefs',
    { onRequest: requireSignedIn, schema: { response: { 200: prefsSchema } } },
    async (request) => userModel((await signedIn(request)).user).prefs,
  );

  app.patch(
    '/account/prefs',
    {
      onRequest: requireSignedIn,
      bodyLimit: PREFS_BODY_LIMIT_BYTES,
      // Appwrite answers prefs too large to store as a bad parameter (400), not 413.
      config: { bodyTooLarge: () => apiErrors.invalidParam('prefs', 'Value must be a valid object.') },
      schema: { body: prefsBody, response: { 200: userSchema } },
    },
    async (request) => {
      const { user } = await signedIn(request);
      const prefs = checkPrefs(request.body.prefs);
      await app.accounts.updatePrefs(user.id, prefs);
      return userModel((await app.accounts.findUserById(user.id))!);
    },
  );

  /**
   * The caller's password again, under the per-session re-entry limit (Appwrite: 401
   * user_invalid_credentials when it is wrong, missing or not this account's).
   */
  const confirmPassword = async (request: FastifyRequest, caller: Caller, password: string | undefined): Promise<void> => {
    if (!password) throw apiErrors.invalidCredentials();
    const check = await checkPasswordOf(request, caller.user.email, checkPassword(password), caller.session);
    if (check.outcome === 'throttled') throw apiErrors.rateLimited();
    if (check.outcome === 'invalid' || check.user.id !== caller.user.id) throw apiErrors.invalidCredentials();
    await app.accounts.markRecentlyAuthenticated(caller.session.id);
  };

  app.patch('/account/name', { onRequest: requireSignedIn, schema: { body: nameBody, response: { 200: userSchema } } }, async (request) => {
    const { user } = await signedIn(request);
    await app.accounts.updateName(user.id, checkName(request.body.name));
    return userModel((await app.accounts.findUserById(user.id))!);
  });

  app.patch(
    '/account/password',
    { onRequest: requireSignedIn, schema: { body: passwordBody, response: { 200: userSchema } } },
    async (request) => {
      const caller = await signedIn(request);
      const { body } = request;
      const password = checkNewPassword(body.password);
      await confirmPassword(request, caller, body.oldPassword);
      const passwordHash = await hashPassword(password, app.passwordCost);
      const { user } = caller;
      // The change, the end of every other session (someone who knew the old password is out:
      // Appwrite's "invalidate sessions") and the notice to the address: all or nothing.
      await app.db.transaction().execute(async (trx) => {
        await app.accounts.updatePassword(user.id, passwordHash, trx);
        await app.accounts.deleteAllSessions(user.id, { except: caller.session.id, trx });
        await app.mail.enqueue(trx, {
          kind: 'password-changed',
          to: user.email,
          data: { name: user.name, via: 'settings', recoveryUrl: `${app.mail.siteUrl}${paths.passwordRecovery}` },
        });
      });
      return userModel((await app.accounts.findUserById(user.id))!);
    },
  );

  /**
   * Appwrite's `account.updateEmail`, confirmed before it applies: the account keeps its address
   * (and the reply is the account as it is) until the link mailed to the new one is opened; the
   * current address is told (`requestEmailChange`). 10 requests an hour per account, as mails.
   */
  app.patch(
    '/account/email',
    { onRequest: requireSignedIn, schema: { body: emailBody, response: { 200: userSchema } } },
    async (request, reply) => {
      const caller = await signedIn(request);
      const { body } = request;
      const email = checkNewEmail(body.email);
      if (canonicalEmail(email) === null) throw apiErrors.invalidEmail();
      checkPassword(body.password);
      await confirmPassword(request, caller, body.password);
      // Appwrite: an address any account already has (this one included) is a target that exists;
      // so is one another account has just left and may still take back.
      if ((await app.accounts.findUserByEmail(email)) || (await isAddressHeld(app.db, email, app.clock(), caller.user.id)))
        throw apiErrors.targetAlreadyExists();
      await countOrRefuse(request, reply, rateLimits?.verification, `email-change:${caller.user.id}`);
      await requestEmailChange(app, caller.user, email);
      return userModel(caller.user);
    },
  );

  /**
   * Appwrite's `account.updateStatus`: the owner closes the account. Here that is the deletion
   * the privacy policy describes (`closeAccount`). It takes no parameters, so the password is
   * asked first: the session must have given it within the recent-login window (a login, or
   * `POST /customer/reauthenticate`), else 403 user_reauthentication_required.
   */
  app.patch('/account/status', { onRequest: requireSignedIn, schema: { response: { 200: userSchema } } }, async (request, reply) => {
    const caller = await signedIn(request);
    if (!app.accounts.isRecentlyAuthenticated(caller.session)) throw apiErrors.reauthenticationRequired();
    // The address is told, last: a copy of that mail keeps neither the address nor anything else.
    await app.accounts.closeAccount(caller.user.id, (trx, address) =>
      app.mail.enqueue(trx, { kind: 'account-deleted', to: address, data: {} }),
    );
    clearSessionCookie(request, reply);
    return userModel((await app.accounts.findUserById(caller.user.id))!);
  });

  // Sessions, password recovery, email verification and two-step verification: inside this
  // plugin, so behind its project check.
  await app.register(sessionRoutes, { rateLimits });
  await app.register(accountEmailRoutes, { rateLimits, siteOrigins: options.siteOrigins });
  await app.register(mfaRoutes, { rateLimits, keys: options.mfaKeys });
};
