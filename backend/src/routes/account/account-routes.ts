import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppOptions, RateLimits } from '../../config';
import { createLoginThrottle } from '../../auth/login-throttle';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../auth/passwords';
import { signJwt } from '../../auth/jwt';
import { encodeSessionCookie, uniqueId } from '../../auth/session-token';
import { sessionModel, userModel } from '../../auth/models';
import { apiErrors } from '../../errors/api-error';
import { clearSessionCookie, setSessionCookie, type Caller } from '../../plugins/authentication';
import { perAccountAndAddress, perAddress } from '../../plugins/rate-limits';
import { createAccountBody, jwtBody, jwtSchema, prefsBody, prefsSchema, sessionBody, sessionParams, sessionSchema, userSchema } from './schemas';
import { checkEmail, checkName, checkPassword, checkPrefs, checkUserId } from './validators';

type Options = Pick<AppOptions, 'projectId' | 'sessionTtlSeconds'> & { rateLimits: RateLimits | undefined };

async function signedIn(request: FastifyRequest): Promise<Caller> {
  const caller = await request.caller();
  if (!caller) throw apiErrors.guestMissingScope();
  return caller;
}

/**
 * The part of Appwrite's account API the pages use, under `/v1`: creating an account, email
 * and password sessions, the current account and its prefs, logging out and JWTs. It answers
 * exactly as Appwrite does, so the official web SDK works unchanged.
 */
export const accountRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  const { rateLimits } = options;
  const loginThrottle = rateLimits && createLoginThrottle({ perAccount: rateLimits.loginPerAccount, perAddress: rateLimits.loginPerAddress });

  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    if (request.headers['x-appwrite-project'] !== options.projectId) throw apiErrors.projectNotFound();
  });

  app.post(
    '/account',
    { schema: { body: createAccountBody, response: { 201: userSchema } }, config: { rateLimit: perAddress(rateLimits?.register) } },
    async (request, reply) => {
      const body = request.body as { userId: string; email: string; password: string; name?: string };
      const requestedId = checkUserId(body.userId);
      const email = checkEmail(body.email);
      const password = checkPassword(body.password);
      const name = checkName(body.name ?? '');
      const user = await app.accounts.createUser({
        id: requestedId === 'unique()' ? uniqueId() : requestedId,
        email,
        name,
        passwordHash: await hashPassword(password),
      });
      if (!user) throw apiErrors.userAlreadyExists();
      return reply.code(201).send(userModel(user));
    },
  );

  const createSession = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await request.caller()) throw apiErrors.sessionAlreadyExists();
    const body = request.body as { email: string; password: string };
    const email = checkEmail(body.email);
    const password = checkPassword(body.password);
    if (loginThrottle && !loginThrottle.allow(email, request.ip)) throw apiErrors.rateLimited();
    const user = await app.accounts.findUserByEmail(email);
    const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
    if (!user || !valid) throw apiErrors.invalidCredentials();
    const { session, secret } = await app.accounts.createSession(user.id, request.ip, options.sessionTtlSeconds);
    setSessionCookie(request, reply, encodeSessionCookie(user.id, secret), new Date(session.expires_at));
    return reply.code(201).send(sessionModel(session, user, true));
  };
  const loginLimits = {
    schema: { body: sessionBody, response: { 201: sessionSchema } },
    config: { rateLimit: perAccountAndAddress(rateLimits?.loginPerAccountAndAddress) },
  };
  app.post('/account/sessions/email', loginLimits, createSession);
  app.post('/account/sessions', loginLimits, createSession);

  app.get('/account', { schema: { response: { 200: userSchema } } }, async (request) => userModel((await signedIn(request)).user));

  app.get('/account/prefs', { schema: { response: { 200: prefsSchema } } }, async (request) => userModel((await signedIn(request)).user).prefs);

  app.patch(
    '/account/prefs',
    { schema: { body: prefsBody, response: { 200: userSchema } } },
    async (request) => {
      const { user } = await signedIn(request);
      const prefs = checkPrefs((request.body as { prefs: unknown }).prefs);
      await app.accounts.updatePrefs(user.id, prefs);
      return userModel((await app.accounts.findUserById(user.id))!);
    },
  );

  app.delete<{ Params: { sessionId: string } }>('/account/sessions/:sessionId', { schema: { params: sessionParams } }, async (request, reply) => {
    const caller = await signedIn(request);
    const sessionId = request.params.sessionId === 'current' ? caller.session.id : request.params.sessionId;
    if (!(await app.accounts.deleteSession(sessionId, caller.user.id))) throw apiErrors.sessionNotFound();
    if (sessionId === caller.session.id) clearSessionCookie(request, reply);
    // No JSON content type on a 204: the SDK would try to parse the empty body.
    return reply.code(204).removeHeader('content-type').send();
  });

  const createJwt = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await signedIn(request);
    if (caller.via === 'jwt') throw apiErrors.jwtCreationDenied();
    const duration = (request.body as { duration?: number } | undefined)?.duration ?? 900;
    const jwt = signJwt({ userId: caller.user.id, sessionId: caller.session.id, exp: Math.floor(Date.now() / 1000) + duration }, app.jwtSecret);
    return reply.code(201).send({ jwt });
  };
  const jwtOptions = {
    schema: { body: jwtBody, response: { 201: jwtSchema } },
    config: { rateLimit: perAddress(rateLimits?.jwt) },
  };
  app.post('/account/jwts', jwtOptions, createJwt);
  app.post('/account/jwt', jwtOptions, createJwt);
};
