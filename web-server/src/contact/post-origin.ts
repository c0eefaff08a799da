import type { FastifyRequest } from 'fastify';

/**
 * Whether a form post comes from the site's own pages: with an `Origin` (every current browser
 * sends one on a POST), only the site's public origin or this server's own; without one,
 * `Sec-Fetch-Site` must say the same origin. A client sending neither (an old browser, a
 * script) carries nothing another site could ride on: the form has no cookie or session
 * behind it, and the backend's limits still count the address.
 */
export function postIsFromTheSite(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === new URL(publicUrl).origin || origin === `${request.protocol}://${request.host}`;
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite === undefined || fetchSite === 'same-origin';
}
