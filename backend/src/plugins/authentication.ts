import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionPolicy } from '../config';
import { createAccountStore, isBlocked, type AccountStore, type SessionRow, type UserRow } from '../auth/account-store';
import { checkJwt } from '../auth/jwt';
import { apiErrors } from '../errors/api-error';
import type { JwtKeyRing } from '../auth/jwt-keys';
import { OWASP_SCRYPT_COST, type ScryptCost } from '../auth/passwords';
import { decodeSessionCookie } from '../auth/session-token';
import { TRUSTED_DEVICE_SECONDS } from '../auth/trusted-device';
import { runPeriodically } from './periodic';

export interface Caller {
  user: UserRow;
  session: SessionRow;
  /** How the request proved who it is. */
  via: 'session' | 'jwt';
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountStore;
    jwtKeys: JwtKeyRing;
    sessionCookieName: string;
    trustedDeviceCookieName: string;
    passwordCost: ScryptCost;
    /** Now, as sessions and JWTs are judged. */
    clock: () => Date;
    /** The site is https: cookies are `Secure` whatever protocol a request arrived over. */
    secureCookies: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user behind this request, resolved once, or null for a guest. */
    caller: () => Promise<Caller | null>;
  }
}

/** How often ended sessions are deleted (and once at start). */
const PURGE_INTERVAL_MS = 10 * 60_000;

const resolved = new WeakMap<FastifyRequest, Promise<Caller | null>>();

interface AuthenticationOptions {
  projectId: string;
  jwtKeys: JwtKeyRing;
  sessions: SessionPolicy;
  /** The site is https: cookies are `Secure` even on a request that arrived over http. */
  secureCookies: boolean;
  passwordCost?: ScryptCost;
  clock: () => Date;
  /** How often ended sessions are deleted (tests shorten it). */
  purgeEveryMs?: number;
}

/**
 * Who is calling: the Appwrite-style session cookie (or `X-Appwrite-Session` with the same
 * value), else an `X-Appwrite-JWT` this server issued for a session that is still live (a
 * token that fails verification is 401 `user_jwt_invalid`, as Appwrite answers).
 * Sessions end at their absolute end or when idle; ended ones are purged.
 */
export const authenticationPlugin = fp<AuthenticationOptions>(
  async (app, options) => {
    const { clock } = options;
    const accounts = createAccountStore(app.db, options.sessions, clock);
    app.decorate('clock', clock);
    app.decorate('passwordCost', options.passwordCost ?? OWASP_SCRYPT_COST);
    app.decorate('accounts', accounts);
    app.decorate('jwtKeys', options.jwtKeys);
    app.decorate('sessionCookieName', `a_session_${options.projectId}`);
    app.decorate('trustedDeviceCookieName', `a_device_${options.projectId}`);
    app.decorate('secureCookies', options.secureCookies);
    app.log.info(`JWT signing key: ${options.jwtKeys.origin}`);

    async function resolveCaller(request: FastifyRequest): Promise<Caller | null> {
      const encoded = request.cookies[app.sessionCookieName] ?? headerValue(request, 'x-appwrite-session');
      const cookie = encoded ? decodeSessionCookie(encoded) : null;
      if (cookie) {
        const session = await accounts.findActiveSession(cookie.id, cookie.secret);
        const user = session && (await accounts.findUserById(session.user_id));
        if (session && user && !isBlocked(user)) return { user, session, via: 'session' };
      }
      const jwt = headerValue(request, 'x-appwrite-jwt');
      if (jwt) {
        // As Appwrite: a token that fails verification is an error of its own (clients fetch a
        // new JWT on it); a valid one whose session has ended is simply no one.
        const check = checkJwt(jwt, app.jwtKeys, Math.floor(clock().getTime() / 1000));
        if ('refused' in check) throw apiErrors.jwtInvalid(check.refused);
        const { claims } = check;
        const session = await accounts.findActiveSessionById(claims.sessionId);
        const user = session && session.user_id === claims.userId ? await accounts.findUserById(session.user_id) : undefined;
        if (session && user && !isBlocked(user)) return { user, session, via: 'jwt' };
      }
      return null;
    }

    app.decorateRequest('caller', function (this: FastifyRequest) {
      let pending = resolved.get(this);
      if (!pending) {
        pending = resolveCaller(this);
        resolved.set(this, pending);
      }
      return pending;
    });

    const purge = async () => {
      try {
        const purged = await accounts.purgeEndedSessions();
        if (purged > 0) app.log.info({ purged }, 'ended sessions deleted');
      } catch (error) {
        app.log.warn({ err: error }, 'could not delete ended sessions; trying again later');
      }
    };
    runPeriodically(app, options.purgeEveryMs ?? PURGE_INTERVAL_MS, purge);
  },
  { name: 'authentication', dependencies: ['database', '@fastify/cookie'] },
);

function headerValue(request: FastifyRequest, name: string): string | undefined {
  // An empty header is no credential: the callers test the value's truth.
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

const isSecure = (request: FastifyRequest) => request.server.secureCookies || request.protocol === 'https';

/** The session cookie: HttpOnly, SameSite=Lax, Secure whenever the site is https, gone when the session ends. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string, expires: Date): void {
  reply.setCookie(request.server.sessionCookieName, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    expires,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(request.server.sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(request) });
}

/** Where the trusted-device cookie travels: the login routes only. */
const TRUSTED_DEVICE_PATH = '/v1/account/sessions';

/** Marks this browser as one the account logged in from (see `auth/trusted-device.ts`). */
export function setTrustedDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(request.server.trustedDeviceCookieName, value, {
    path: TRUSTED_DEVICE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    maxAge: TRUSTED_DEVICE_SECONDS,
  });
}
