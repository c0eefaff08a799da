import { PREVIEW_EXIT_PATH, PREVIEW_PATH, verifyPreviewToken } from '@rcm/shared/server';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUCKET_COOKIE, nowSeconds, PREVIEW_COOKIE, type Visitor } from './visitor';

const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** First-party, out of reach of scripts, sent on links from other sites (a preview link opened from a mail). */
const cookieOptions = (request: FastifyRequest): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: request.protocol === 'https',
});

/**
 * The cookies the answer to `request` sets for what `readSite` decided about its visitor: a
 * new bucket (the request was already served with it), and the removal of a preview cookie
 * that no longer verifies.
 */
export function sendVisitorCookies(request: FastifyRequest, reply: FastifyReply, visitor: Visitor | undefined): void {
  if (visitor?.newBucket && visitor.bucket !== undefined)
    reply.setCookie(BUCKET_COOKIE, String(visitor.bucket), { ...cookieOptions(request), maxAge: BUCKET_MAX_AGE_SECONDS });
  if (visitor?.stalePreview) reply.clearCookie(PREVIEW_COOKIE, cookieOptions(request));
}

/**
 * `GET /preview-release?token=`: a valid token becomes this browser's preview cookie, for as
 * long as the token lasts; anything else (forged, tampered, expired, missing) clears it. Either
 * way the browser goes to the home page, which shows the preview or the live site.
 * `GET /preview-release/exit` ends a preview. Neither answer is kept by any cache.
 */
export function previewRoutes(app: FastifyInstance, previewKey: Buffer): void {
  app.get<{ Querystring: { token?: unknown } }>(PREVIEW_PATH, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const now = nowSeconds();
    const grant = verifyPreviewToken(token, previewKey, now);
    if (grant) reply.setCookie(PREVIEW_COOKIE, token, { ...cookieOptions(request), maxAge: grant.expiresAt - now });
    else reply.clearCookie(PREVIEW_COOKIE, cookieOptions(request));
    return reply.header('Cache-Control', 'no-store').redirect('/', 303);
  });
  app.get(PREVIEW_EXIT_PATH, async (request, reply) =>
    reply.clearCookie(PREVIEW_COOKIE, cookieOptions(request)).header('Cache-Control', 'no-store').redirect('/', 303),
  );
}
