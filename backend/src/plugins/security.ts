import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { apiErrors } from '../errors/api-error';

/** What the Appwrite SDK and our pages send, so browsers pass the CORS preflight. */
const allowedHeaders = [
  'content-type',
  'accept',
  'x-sdk-name',
  'x-sdk-platform',
  'x-sdk-language',
  'x-sdk-version',
  'x-appwrite-project',
  'x-appwrite-response-format',
  'x-appwrite-jwt',
  'x-appwrite-session',
  'x-appwrite-locale',
  'x-fallback-cookies',
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CORS for the site's own origins only (with credentials), security headers on every reply,
 * and an Origin check on every write: a page on another origin cannot change anything with
 * a visitor's cookie, whatever the browser's CORS or SameSite rules.
 */
export const securityPlugin = fp<{ siteOrigins: readonly string[] }>(
  async (app, { siteOrigins }) => {
    const allowed = new Set(siteOrigins);
    await app.register(helmet, {
      // An API serves no documents: nothing may load, frame or submit from its replies.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
      },
      // The pages on the site's origins read these replies; the browser's CORS check decides who may.
      crossOriginResourcePolicy: { policy: 'same-site' },
      frameguard: { action: 'deny' },
      hsts: { maxAge: 31_536_000, includeSubDomains: true },
    });
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin === undefined ? false : allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders,
      maxAge: 600,
    });
    app.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (origin && !SAFE_METHODS.has(request.method) && !allowed.has(origin)) throw apiErrors.unknownOrigin(origin);
    });
  },
  // The Origin check's refusal is answered by the error handler.
  { name: 'security', dependencies: ['error-replies'] },
);
