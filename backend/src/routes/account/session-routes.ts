import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { RateLimits } from '../../config';
import { isBlocked } from '../../auth/account-store';
import { signJwt } from '../../auth/jwt';
import { sessionModel } from '../../auth/models';
import { checkPasswordOf } from '../../auth/password-check';
import { encodeSessionCookie } from '../../auth/session-token';
import { issueTrustedDevice } from '../../auth/trusted-device';
import { apiErrors } from '../../errors/api-error';
import { noBody, noContent } from '../../http/json-schema';
import { clientAddress } from '../../net/client-address';
import { clearSessionCookie, setSessionCookie, setTrustedDeviceCookie } from '../../plugins/authentication';
import { perAddress, perUser } from '../../plugins/rate-limits';
import { requireSignedIn, signedIn } from './callers';
import { jwtBody, jwtSchema, sessionBody, sessionListSchema, sessionParams, sessionSchema } from './schemas';
import { checkEmail, checkPassword } from './validators';

/** Session creation is refused while a session is active, also before any parameter is read. */
const refuseWhileSignedIn = async (request: FastifyRequest): Promise<void> => {
  if (await request.caller()) throw apiErrors.sessionAlreadyExists();
};

/**
 * Appwrite's sessions under `/v1/account`: logging in with email and password (both of its
 * paths), listing and ending sessions, and JWTs for the caller's session.
 */
export const sessionRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: { rateLimits: RateLimits | undefined } }> = async (
  app,
  { rateLimits },
) => {
  // Both paths count in the one login throttle (keyed by account and address, not by route).
  for (const url of ['/account/sessions/email', '/account/sessions']) {
    app.post(
      url,
      { onRequest: refuseWhileSignedIn, schema: { body: sessionBody, response: { 201: sessionSchema } } },
      async (request, reply) => {
        const email = checkEmail(request.body.email);
        const check = await checkPasswordOf(request, email, checkPassword(request.body.password));
        if (check.outcome === 'throttled') throw apiErrors.rateLimited();
        if (check.outcome === 'invalid') throw apiErrors.invalidCredentials();
        const { user } = check;
        // As Appwrite: the password is checked first, so only its owner learns the account is closed.
        if (isBlocked(user)) throw apiErrors.userBlocked();
        const { session, secret } = await app.accounts.createSession(user.id, {
          ip: clientAddress(request),
          userAgent: request.headers['user-agent'] ?? '',
        });
        setSessionCookie(request, reply, encodeSessionCookie(user.id, secret), new Date(session.expires_at));
        setTrustedDeviceCookie(request, reply, issueTrustedDevice(email, app.jwtKeys));
        return reply.code(201).send(sessionModel(session, user, true));
      },
    );
  }

  app.get('/account/sessions', { onRequest: requireSignedIn, schema: { response: { 200: sessionListSchema } } }, async (request) => {
    const { user, session: current } = await signedIn(request);
    const sessions = await app.accounts.listActiveSessions(user.id);
    return { total: sessions.length, sessions: sessions.map((session) => sessionModel(session, user, session.id === current.id)) };
  });

  const logoutLimit = { rateLimit: perAddress(rateLimits?.sessionDelete) };
  app.delete(
    '/account/sessions/:sessionId',
    // A session that owes its second factor may still log out (Appwrite's `mfa` group).
    { onRequest: requireSignedIn, config: { ...logoutLimit, mfa: true }, schema: { params: sessionParams, response: { 204: noBody } } },
    async (request, reply) => {
      const caller = await signedIn(request);
      const sessionId = request.params.sessionId === 'current' ? caller.session.id : request.params.sessionId;
      if (!(await app.accounts.deleteSession(sessionId, caller.user.id))) throw apiErrors.sessionNotFound();
      if (sessionId === caller.session.id) clearSessionCookie(request, reply);
      return noContent(reply);
    },
  );

  app.delete(
    '/account/sessions',
    { onRequest: requireSignedIn, config: logoutLimit, schema: { response: { 204: noBody } } },
    async (request, reply) => {
      const caller = await signedIn(request);
      await app.accounts.deleteAllSessions(caller.user.id);
      clearSessionCookie(request, reply);
      return noContent(reply);
    },
  );

  // Per user, as Appwrite counts JWTs; one count for the route and its alias.
  const jwtLimit = perUser(rateLimits?.jwt, 'jwt');
  for (const url of ['/account/jwts', '/account/jwt']) {
    app.post(
      url,
      {
        onRequest: [requireSignedIn, jwtLimit],
        schema: { body: jwtBody, response: { 201: jwtSchema } },
      },
      async (request, reply) => {
        const caller = await signedIn(request);
        if (caller.via === 'jwt') throw apiErrors.jwtCreationDenied();
        const duration = request.body.duration ?? 900;
        const jwt = signJwt(
          { userId: caller.user.id, sessionId: caller.session.id, exp: Math.floor(app.clock().getTime() / 1000) + duration },
          app.jwtKeys,
        );
        return reply.code(201).send({ jwt });
      },
    );
  }
};
