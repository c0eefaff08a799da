import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppOptions } from './config';
import { authenticationPlugin } from './plugins/authentication';
import { databasePlugin } from './plugins/database';
import { registerErrorReplies } from './plugins/error-replies';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurity } from './plugins/security';
import { accountRoutes } from './routes/account/account-routes';
import { contactRoutes } from './routes/contact';
import { healthRoutes } from './routes/health';
import { newsletterRoutes } from './routes/newsletter';
import { subscriptionRoutes } from './routes/subscription';

/** Nothing the API accepts is larger than this; bigger bodies are refused before parsing. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Header and body values that must never reach a log line. */
const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-appwrite-jwt"]',
  'req.headers["x-appwrite-session"]',
  'req.headers["x-fallback-cookies"]',
  'res.headers["set-cookie"]',
];

/** Builds the API from its plugins; the caller decides where it listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { ...(options.logger === true ? {} : options.logger), redact: { paths: redactedPaths, censor: '[redacted]' } },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy,
    // Wrong types are errors, never silently converted (`42` is not a first name).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });

  // JSON only: any other body type is answered 415 before it is read.
  app.removeContentTypeParser(['text/plain']);
  registerErrorReplies(app);
  await registerSecurity(app, options.siteOrigins);
  await app.register(cookie);
  await registerRateLimits(app, options.rateLimits);
  await app.register(databasePlugin, { dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await app.register(authenticationPlugin, { projectId: options.projectId, jwtSecret: options.jwtSecret });

  await app.register(healthRoutes);
  await app.register(contactRoutes, { limit: options.rateLimits.contact });
  await app.register(newsletterRoutes, { limit: options.rateLimits.newsletter });
  await app.register(subscriptionRoutes, { limit: options.rateLimits.subscription, trustedAppwrite: options.trustedAppwrite });
  await app.register(accountRoutes, { prefix: '/v1', projectId: options.projectId, sessionTtlSeconds: options.sessionTtlSeconds, rateLimits: options.rateLimits });
  return app;
}
