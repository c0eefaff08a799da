import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import { EXPORT_ROW_COUNT_HEADER, STAFF_REQUEST_HEADER } from '@rcm/shared';
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
  // The staff console's: staff routes answer requests carrying it only.
  STAFF_REQUEST_HEADER,
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Writes from any origin, with or without `Origin`: for a route whose mailed token is the
     * only authority and which reads no cookie (the newsletter's RFC 8058 one-click unsubscribe,
     * which mail providers POST from their servers).
     */
    anyOrigin?: boolean;
  }
}

/**
 * The headers the hooks below give every reply, for the replies Fastify's router sends before
 * any hook runs (a URL that is not valid percent-encoding): see `frameworkErrorReply`.
 */
export const ROUTER_ERROR_HEADERS = {
  'content-security-policy': "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': 'no-store',
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `Sec-Fetch-Site` values of a request the site's own pages (or the user, typing) made. */
const FROM_THE_SITE = new Set(['same-origin', 'same-site', 'none']);

/**
 * Whether a write may go on: with an `Origin`, only one of the site's; without one (browsers
 * send it on every cross-origin write, but not every client is a current browser),
 * `Sec-Fetch-Site` must not say another site made it, and a write carrying the session
 * cookie must show it comes from the site. Clients that send neither header nor cookie
 * (servers, command-line tools) authenticate by header, which no other site can make a
 * browser send.
 */
function writeIsFromTheSite(headers: IncomingHttpHeaders, allowed: ReadonlySet<string>, sessionCookie: RegExp): boolean {
  if (headers.origin !== undefined) return allowed.has(headers.origin);
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return FROM_THE_SITE.has(fetchSite);
  return !sessionCookie.test(headers.cookie ?? '');
}

/**
 * CORS for the site's own origins only (with credentials), security headers on every reply,
 * no caching of any reply (they carry personal data), and an Origin check on every write: a
 * page on another origin cannot change anything with a visitor's cookie, whatever the
 * browser's CORS or SameSite rules.
 */
export const securityPlugin = fp<{ siteOrigins: readonly string[]; sessionCookieName: string }>(
  async (app, { siteOrigins, sessionCookieName }) => {
    const sessionCookie = new RegExp(`(?:^|;)\\s*${sessionCookieName}=`);
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
      // The staff console's exports say how many rows are coming, for its progress bar, and
      // their dated file name (without it exposed, the browser hides it and every export saves as one name).
      exposedHeaders: [EXPORT_ROW_COUNT_HEADER, 'content-disposition'],
      maxAge: 600,
    });
    app.addHook('onRequest', async (request) => {
      if (
        SAFE_METHODS.has(request.method) ||
        request.routeOptions.config.anyOrigin === true ||
        writeIsFromTheSite(request.headers, allowed, sessionCookie)
      )
        return;
      throw apiErrors.unknownOrigin(request.headers.origin ?? String(request.headers['sec-fetch-site'] ?? 'unknown'));
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
  },
  // The Origin check's refusal is answered by the error handler.
  { name: 'security', dependencies: ['error-replies'] },
);
