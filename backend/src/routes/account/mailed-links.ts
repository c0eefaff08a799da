import { ACCOUNT_LINK_FOR_PARAMETER, type AccountLinkPurpose } from '@rcm/shared';
import { apiErrors } from '../../errors/api-error';

/**
 * The `url` a mailed link leads to: an absolute http(s) URL on one of the site's origins, as
 * Appwrite allows only its project's platforms (an open redirect or phishing link otherwise).
 */
export function checkRedirectUrl(url: string, siteOrigins: readonly string[]): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw apiErrors.redirectNotAllowed('');
  }
  const allowed =
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    siteOrigins.includes(parsed.origin) &&
    !parsed.username &&
    !parsed.password;
  if (!allowed) throw apiErrors.redirectNotAllowed(parsed.hostname);
  return parsed;
}

/**
 * The link in the mail: `url` with `userId`, `secret` and `expire` added, as Appwrite builds it;
 * and `for=<purpose>` when the page it leads to serves another purpose than its usual one.
 */
export function mailedLink(url: URL, params: { userId: string; secret: string; expire: string }, purpose?: AccountLinkPurpose): string {
  const link = new URL(url);
  for (const [name, value] of Object.entries(params)) link.searchParams.set(name, value);
  if (purpose !== undefined) link.searchParams.set(ACCOUNT_LINK_FOR_PARAMETER, purpose);
  return link.toString();
}
