import fp from 'fastify-plugin';
import type { RateLimit, RateLimits } from '../config';
import { createLoginThrottle, type LoginThrottle } from '../auth/login-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed-login limits (undefined when ABUSE_LIMITS=disabled). */
    loginThrottle: LoginThrottle | undefined;
    /** Wrong passwords a signed-in session may give again, per session (undefined when ABUSE_LIMITS=disabled). */
    passwordReentryLimit: RateLimit | undefined;
  }
}

/**
 * The limits of every route that checks a password: the login throttle for logins (and their
 * alias), the per-session limit for a signed-in holder giving the password again.
 */
export const loginThrottlePlugin = fp<{ limits: RateLimits | undefined }>(
  async (app, { limits }) => {
    app.decorate('loginThrottle', limits ? createLoginThrottle(app.failureCounters, limits) : undefined);
    app.decorate('passwordReentryLimit', limits?.passwordReentry);
  },
  { name: 'login-throttle', dependencies: ['counters'] },
);
