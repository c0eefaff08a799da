import { brand } from '@rcm/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { sessionModel, userModel } from '../../auth/models';
import { sessionDeviceOf } from '../../auth/session-device';
import type { RateLimits } from '../../config';
import { apiErrors } from '../../errors/api-error';
import { noBody, noContent } from '../../http/json-schema';
import type { MfaKeyRing } from '../../mfa/encryption-keys';
import { createMfaStore, type ChallengeFactor } from '../../mfa/mfa-store';
import { newEmailCode } from '../../mfa/one-time-codes';
import { challengedWithin, factors, MFA_RECENT_SECONDS } from '../../mfa/second-factor';
import { totpUri } from '../../mfa/totp';
import { countOrRefuse, perUser } from '../../plugins/rate-limits';
import { requireSignedIn, signedIn } from './callers';
import {
  mfaAuthenticatorBody,
  mfaBody,
  mfaChallengeBody,
  mfaChallengeConfirmBody,
  mfaChallengeSchema,
  mfaFactorsSchema,
  mfaRecoveryCodesSchema,
  mfaTypeParams,
  mfaTypeSchema,
  sessionSchema,
  userSchema,
} from './schemas';
import { checkText } from './validators';

interface Options {
  rateLimits: RateLimits | undefined;
  keys: MfaKeyRing;
}

/** Appwrite's TOKEN_EXPIRATION_CONFIRM: how long a challenge can be answered. */
export const CHALLENGE_TTL_MS = 60 * 60 * 1000;

/** An emailed code lasts what Appwrite's own mail promises (its challenge would take it for an hour). */
export const EMAIL_CHALLENGE_TTL_MS = 15 * 60 * 1000;

/**
 * Appwrite's `WhiteList` is not strict: a value matches whatever its letter case. The SDK's
 * `AuthenticationFactor.Recoverycode` is `recoverycode`, Appwrite's own tests send `recoveryCode`.
 */
function oneOf<T extends string>(param: string, value: string, allowed: readonly T[]): T {
  const match = allowed.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (match === undefined) throw apiErrors.invalidParam(param, `Value must be one of (${allowed.join(', ')})`);
  return match;
}

const authenticatorTypeOf = (type: string) => oneOf('type', type, [factors.totp]);

const challengeFactors = [factors.email, 'phone', factors.totp, factors.recoveryCode, 'custom'] as const;

/** Appwrite's `mfaProtected` routes: the session must have completed a challenge within MFA_RECENT_SECONDS. */
const requireRecentChallenge = async (request: FastifyRequest): Promise<void> => {
  const { session } = await signedIn(request);
  if (!challengedWithin(session, MFA_RECENT_SECONDS, request.server.clock())) throw apiErrors.challengeRequired();
};

/** "Chrome on Windows", for the mail: which browser asked for the code. */
function requestedFrom(request: FastifyRequest): string {
  const device = sessionDeviceOf(request.headers['user-agent'] ?? '');
  return [device.clientName, device.osName].filter(Boolean).join(' on ');
}

/**
 * Appwrite's account MFA API under `/v1/account/mfa`: the authenticator app (add, confirm,
 * remove), challenges (TOTP, an emailed code, a recovery code), the factors the account can
 * use, recovery codes (made once, read, made again) and the account's `mfa` flag. Routes,
 * parameters, models, error types and abuse limits are Appwrite's; a session that still owes
 * its second factor may use only the routes marked `mfa` (see `mfa/second-factor.ts`).
 */
export const mfaRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: Options }> = async (app, { rateLimits, keys }) => {
  const store = createMfaStore(app.db, keys, app.clock);
  app.log.info(`MFA encryption key: ${keys.origin}`);

  /**
   * Counts a code's check against the caller's limit of wrong codes (429 past it) and returns
   * what to do once it is known: a right code takes its count back.
   */
  async function countCodeAttempt(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const key = `mfa-code-failures:${userId}`;
    await countOrRefuse(request, reply, rateLimits?.mfaCodeFailures, key);
    return async (right: boolean) => {
      if (right && rateLimits) await app.counters.decrement(key);
    };
  }

  app.post(
    '/account/mfa/authenticators/:type',
    { onRequest: requireSignedIn, schema: { params: mfaTypeParams, response: { 200: mfaTypeSchema } } },
    async (request) => {
      const { user } = await signedIn(request);
      authenticatorTypeOf(request.params.type);
      if ((await store.authenticatorState(user.id)) === 'verified') throw apiErrors.authenticatorAlreadyVerified();
      const secret = await store.startAuthenticator(user.id);
      return { secret, uri: totpUri(secret, user.email, brand.companyName) };
    },
  );

  app.put(
    '/account/mfa/authenticators/:type',
    { onRequest: requireSignedIn, schema: { params: mfaTypeParams, body: mfaAuthenticatorBody, response: { 200: userSchema } } },
    async (request, reply) => {
      const { user, session } = await signedIn(request);
      authenticatorTypeOf(request.params.type);
      const otp = checkText('otp', request.body.otp);
      const state = await store.authenticatorState(user.id);
      if (state === 'none') throw apiErrors.authenticatorNotFound();
      if (state === 'verified') throw apiErrors.authenticatorAlreadyVerified();
      const settle = await countCodeAttempt(request, reply, user.id);
      const right = await store.confirmAuthenticator(user.id, otp);
      await settle(right);
      if (!right) throw apiErrors.invalidToken();
      // As Appwrite: the code just given is this session's second factor (not a challenge: no mfaUpdatedAt).
      await store.addSessionFactors(session, [factors.totp]);
      return userModel((await app.accounts.findUserById(user.id))!);
    },
  );

  app.delete(
    '/account/mfa/authenticators/:type',
    { onRequest: [requireSignedIn, requireRecentChallenge], schema: { params: mfaTypeParams, response: { 204: noBody } } },
    async (request, reply) => {
      const { user } = await signedIn(request);
      authenticatorTypeOf(request.params.type);
      if (!(await store.deleteAuthenticator(user.id))) throw apiErrors.authenticatorNotFound();
      return noContent(reply);
    },
  );

  // Per user, as Appwrite keys it; the route and its alias share the count.
  const challengeLimit = perUser(rateLimits?.mfaChallenge, 'mfa-challenge');
  for (const path of ['/account/mfa/challenges', '/account/mfa/challenge']) {
    app.post(
      path,
      {
        onRequest: [requireSignedIn, challengeLimit],
        config: { mfa: true },
        schema: { body: mfaChallengeBody, response: { 201: mfaChallengeSchema } },
      },
      async (request, reply) => {
        const { user, session } = await signedIn(request);
        const factor = oneOf('factor', request.body.factor, challengeFactors);
        // No text messages are sent here (Appwrite: no SMS provider), and no custom factor is enabled (Appwrite's default policy).
        if (factor === 'phone') throw apiErrors.phoneDisabled();
        if (factor === 'custom') throw apiErrors.factorDisabled();
        let challenge;
        if (factor === factors.email) {
          if (user.email_verified_at === '') throw apiErrors.emailNotVerified();
          const code = newEmailCode();
          const data = { name: user.name, code, expiresInMinutes: EMAIL_CHALLENGE_TTL_MS / 60_000, requestedFrom: requestedFrom(request) };
          challenge = await store.createChallenge(session, factor, EMAIL_CHALLENGE_TTL_MS, {
            code,
            onCreated: (trx) => app.mail.enqueue(trx, { kind: 'mfa-challenge', to: user.email, data }),
          });
        } else {
          challenge = await store.createChallenge(session, factor satisfies ChallengeFactor, CHALLENGE_TTL_MS);
        }
        return reply
          .code(201)
          .send({ $id: challenge.id, $createdAt: challenge.created_at, userId: challenge.user_id, expire: challenge.expires_at });
      },
    );
  }

  for (const path of ['/account/mfa/challenges', '/account/mfa/challenge']) {
    app.put(
      path,
      { onRequest: requireSignedIn, config: { mfa: true }, schema: { body: mfaChallengeConfirmBody, response: { 200: sessionSchema } } },
      async (request, reply) => {
        const { user, session } = await signedIn(request);
        const { body } = request;
        const challengeId = checkText('challengeId', body.challengeId);
        // Per challenge, as Appwrite keys it, whatever the answer.
        await countOrRefuse(request, reply, rateLimits?.mfaChallengeConfirm, `mfa-challenge-confirm:${challengeId}`);
        const otp = checkText('otp', body.otp);
        const settle = await countCodeAttempt(request, reply, user.id);
        const answered = await store.answerChallenge(session, challengeId, otp);
        await settle(answered !== null);
        if (!answered) throw apiErrors.invalidToken();
        return sessionModel(answered, user, true);
      },
    );
  }

  app.get(
    '/account/mfa/factors',
    { onRequest: requireSignedIn, config: { mfa: true }, schema: { response: { 200: mfaFactorsSchema } } },
    async (request) => {
      const { user } = await signedIn(request);
      const [authenticator, codes] = await Promise.all([store.authenticatorState(user.id), store.recoveryCodes(user.id)]);
      return {
        totp: authenticator === 'verified',
        phone: false,
        email: user.email_verified_at !== '',
        recoveryCode: codes.length > 0,
        custom: false,
      };
    },
  );

  app.post(
    '/account/mfa/recovery-codes',
    { onRequest: requireSignedIn, schema: { response: { 201: mfaRecoveryCodesSchema } } },
    async (request, reply) => {
      const { user } = await signedIn(request);
      // Made once: while any is left, they are read (after a challenge) or made again, never made anew here.
      const codes = await store.replaceRecoveryCodes(user.id, (left) => left.length === 0);
      if (!codes) throw apiErrors.recoveryCodesAlreadyExist();
      return reply.code(201).send({ recoveryCodes: codes });
    },
  );

  const recoveryCodesOptions = {
    onRequest: [requireSignedIn, requireRecentChallenge],
    schema: { response: { 200: mfaRecoveryCodesSchema } },
  };
  app.get('/account/mfa/recovery-codes', recoveryCodesOptions, async (request) => {
    const codes = await store.recoveryCodes((await signedIn(request)).user.id);
    if (codes.length === 0) throw apiErrors.recoveryCodesNotFound();
    return { recoveryCodes: codes };
  });

  app.patch('/account/mfa/recovery-codes', recoveryCodesOptions, async (request) => {
    const codes = await store.replaceRecoveryCodes((await signedIn(request)).user.id, (left) => left.length > 0);
    if (!codes) throw apiErrors.recoveryCodesNotFound();
    return { recoveryCodes: codes };
  });

  app.patch('/account/mfa', { onRequest: requireSignedIn, schema: { body: mfaBody, response: { 200: userSchema } } }, async (request) => {
    const { user, session } = await signedIn(request);
    const { mfa } = request.body;
    await store.setMfa(user.id, mfa);
    if (mfa) {
      // As Appwrite: turning it on counts the factors the account has as given by this session.
      const given = [
        ...((await store.authenticatorState(user.id)) === 'verified' ? [factors.totp] : []),
        ...(user.email_verified_at !== '' ? [factors.email] : []),
      ];
      await store.addSessionFactors(session, given);
    }
    return userModel((await app.accounts.findUserById(user.id))!);
  });
};
