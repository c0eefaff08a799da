import fp from 'fastify-plugin';
import type { RateLimits } from '../config';
import { createLoginThrottle, type LoginThrottle } from '../auth/login-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed-login limits (undefined when ABUSE_LIMITS=disabled). */
    loginThrottle: LoginThrottle | undefined;
  }
}

/** One throttle for every route that checks a password: login, its alias, and re-entry to pay. */
export const loginThrottlePlugin = fp<{ limits: RateLimits | undefined }>(
  async (app, { limits }) => {
    app.decorate('loginThrottle', limits ? createLoginThrottle(app.failureCounters, limits) : undefined);
  },
  { name: 'login-throttle', dependencies: ['counters'] },
);
