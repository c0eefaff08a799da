import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAccountStore, type AccountStore, type SessionRow, type UserRow } from '../auth/account-store';
import { verifyJwt } from '../auth/jwt';
import { decodeSessionCookie } from '../auth/session-token';

export interface Caller {
  user: UserRow;
  session: SessionRow;
  /** How the request proved who it is. */
  via: 'session' | 'jwt';
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountStore;
    jwtSecret: string;
    sessionCookieName: string;
  }
  interface FastifyRequest {
    /** The signed-in user behind this request, resolved once, or null for a guest. */
    caller: () => Promise<Caller | null>;
  }
}

const JWT_SECRET_NAME = 'jwt_hs256';
const resolved = new WeakMap<FastifyRequest, Promise<Caller | null>>();

/** Reads the JWT secret from the options, or the one this deployment generated on first start. */
async function loadJwtSecret(app: FastifyInstance, configured?: string): Promise<string> {
  if (configured) return configured;
  await app.db
    .insertInto('server_secrets')
    .values({ name: JWT_SECRET_NAME, value: randomBytes(48).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await app.db.selectFrom('server_secrets').select('value').where('name', '=', JWT_SECRET_NAME).executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Who is calling: the Appwrite-style session cookie (or `X-Appwrite-Session` with the same
 * value), else an `X-Appwrite-JWT` this server issued for a session that is still active.
 */
export const authenticationPlugin = fp<{ projectId: string; jwtSecret?: string }>(
  async (app, options) => {
    const accounts = createAccountStore(app.db);
    app.decorate('accounts', accounts);
    app.decorate('jwtSecret', await loadJwtSecret(app, options.jwtSecret));
    app.decorate('sessionCookieName', `a_session_${options.projectId}`);

    async function resolveCaller(request: FastifyRequest): Promise<Caller | null> {
      const encoded = request.cookies[app.sessionCookieName] ?? headerValue(request, 'x-appwrite-session');
      const cookie = encoded ? decodeSessionCookie(encoded) : null;
      if (cookie) {
        const session = await accounts.findActiveSession(cookie.id, cookie.secret);
        const user = session && (await accounts.findUserById(session.user_id));
        if (session && user) return { user, session, via: 'session' };
      }
      const jwt = headerValue(request, 'x-appwrite-jwt');
      const claims = jwt ? verifyJwt(jwt, app.jwtSecret) : null;
      if (claims) {
        const session = await accounts.findActiveSessionById(claims.sessionId);
        const user = session && session.user_id === claims.userId ? await accounts.findUserById(session.user_id) : undefined;
        if (session && user) return { user, session, via: 'jwt' };
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
  },
  { name: 'authentication', dependencies: ['database', '@fastify/cookie'] },
);

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure over https, gone when the session ends. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string, expires: Date): void {
  reply.setCookie(request.server.sessionCookieName, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(request.server.sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
