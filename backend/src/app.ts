import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { localPorts, localUrl } from '@rcm/shared';
import { fastifyTrustProxy, requestIds } from '@rcm/shared/server';
import { DEFAULT_RELEASE_KEEP_DAYS, defaultMailOptions, type AppOptions } from './config';
import { requestForLog } from './logging/request-for-log';
import { metricsPlugin } from './metrics/metrics-plugin';
import { createDemoPaymentProvider } from './payments/demo-payment-provider';
import { authenticationPlugin } from './plugins/authentication';
import { countersPlugin } from './plugins/counters';
import { databasePlugin } from './plugins/database';
import { errorRepliesPlugin, frameworkErrorReply } from './plugins/error-replies';
import { acceptAppwriteJsonBodies } from './plugins/json-bodies';
import { loginThrottlePlugin } from './plugins/login-throttle';
import { mailPlugin } from './plugins/mail';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { renewalPlugin } from './plugins/renewal';
import { canaryAnalysisPlugin } from './plugins/canary-analysis';
import { releaseFiguresSamplerPlugin } from './plugins/release-figures-sampler';
import { retentionPlugin } from './plugins/retention';
import { securityPlugin } from './plugins/security';
import { accountRoutes } from './routes/account/account-routes';
import { contactRoutes } from './routes/contact';
import { customerRoutes } from './routes/customer';
import { healthRoutes } from './routes/health';
import { newsletterRoutes } from './routes/newsletter';
import { releaseLiveRoutes } from './routes/releases-live';
import { releaseRoutes } from './routes/staff/release-routes';
import { staffRoutes } from './routes/staff/staff-routes';
import { subscriptionRoutes } from './routes/subscription';
import { invoiceRoutes } from './routes/invoices';

/** Nothing the API accepts is larger than this; bigger bodies are refused before parsing. */
const BODY_LIMIT_BYTES = 64 * 1024;

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
    logger:
      options.logger === false
        ? false
        : {
            serializers: { req: requestForLog },
            ...(options.logger === true ? {} : options.logger),
            redact: { paths: redactedPaths, censor: '[redacted]' },
          },
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: frameworkErrorReply,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    genReqId: requestIds.genReqId,
    // Wrong types are errors, never silently converted (`42` is not an email address).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });
  const limits = options.rateLimits === 'disabled' ? undefined : options.rateLimits;
  requestIds.replyWithThem(app);

  // JSON only: any other body type is answered 415 before it is read.
  app.removeContentTypeParser(['text/plain']);
  acceptAppwriteJsonBodies(app);
  // The plugins share the root context, in this order: the error handler is in place before
  // anything can fail, and the Origin check and rate limits run on onRequest, before parsing.
  await app.register(errorRepliesPlugin);
  // One clock for every plugin and route: the tests' own, or the real time.
  const clock = options.clock ?? (() => new Date());
  await app.register(metricsPlugin, { token: options.metricsToken, clock });
  await app.register(securityPlugin, { siteOrigins: options.siteOrigins, sessionCookieName: `a_session_${options.projectId}` });
  await app.register(cookie);
  await app.register(countersPlugin, { redisUrl: options.redisUrl, redisKeyPrefix: options.redisKeyPrefix });
  await app.register(rateLimitsPlugin, { limits });
  await app.register(loginThrottlePlugin, { limits });
  await app.register(databasePlugin, { dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await app.register(authenticationPlugin, {
    projectId: options.projectId,
    jwtKeys: options.jwtKeys,
    sessions: options.sessions,
    secureCookies: options.secureCookies,
    passwordCost: options.passwordCost,
    clock,
    purgeEveryMs: options.housekeeping?.sessionPurgeEveryMs,
  });
  await app.register(retentionPlugin, { clock, everyMs: options.housekeeping?.retentionEveryMs });
  await app.register(mailPlugin, {
    mail: options.mail ?? {
      ...defaultMailOptions,
      siteUrl: options.siteOrigins[0] ?? localUrl(localPorts.shell),
      apiUrl: localUrl(localPorts.backend),
    },
    clock,
    worker: options.mailWorker,
  });

  const payments = options.payments ?? createDemoPaymentProvider();
  await app.register(renewalPlugin, { clock, payments, worker: options.renewalWorker });
  await app.register(canaryAnalysisPlugin, { clock, analysis: options.canaryAnalysis });
  await app.register(releaseFiguresSamplerPlugin, { clock, sampler: options.releaseFiguresSampler });

  // Routes are encapsulated: the `/v1` project check stays inside the account routes.
  const { trustedAppwrite } = options;
  await app.register(healthRoutes);
  await app.register(contactRoutes, { limit: limits?.contact });
  await app.register(newsletterRoutes, { limit: limits?.newsletter });
  await app.register(customerRoutes, { trustedAppwrite });
  await app.register(staffRoutes, { prefix: '/staff', trustedAppwrite });
  await app.register(releaseRoutes, {
    prefix: '/staff',
    trustedAppwrite,
    deployToken: options.deployToken,
    keepDays: options.releaseKeepDays ?? DEFAULT_RELEASE_KEEP_DAYS,
    figuresEverySeconds: options.releaseFiguresSampler ? options.releaseFiguresSampler.everyMs / 1000 : null,
    analysisEverySeconds: options.canaryAnalysis ? options.canaryAnalysis.everyMs / 1000 : null,
  });
  await app.register(releaseLiveRoutes, { deployToken: options.deployToken });
  await app.register(invoiceRoutes, { trustedAppwrite });
  await app.register(subscriptionRoutes, {
    limit: limits?.subscription,
    trustedAppwrite,
    payments,
  });
  // With a real Appwrite project keeping the accounts, this server's own account API is not served.
  if (!trustedAppwrite)
    await app.register(accountRoutes, {
      prefix: '/v1',
      projectId: options.projectId,
      rateLimits: limits,
      siteOrigins: options.siteOrigins,
      mfaKeys: options.mfaKeys,
    });
  return app;
}
