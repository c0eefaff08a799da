// @ts-check
/**
 * The shell page's Content-Security-Policy: scripts and styles only from the site and the
 * configured remotes, API calls only to the configured backend and Appwrite endpoint.
 * @param {{ remotes: { marketing: string, account: string }, backendUrl: string, appwrite: { endpoint: string } }} config
 */
export function shellContentSecurityPolicy(config) {
  const origin = (/** @type {string} */ url) => new URL(url).origin;
  const remoteOrigins = [...new Set([origin(config.remotes.marketing), origin(config.remotes.account)])];
  const apiOrigins = [...new Set([origin(config.backendUrl), origin(config.appwrite.endpoint)])];
  return [
    "default-src 'self'",
    `script-src 'self' ${remoteOrigins.join(' ')}`,
    // react-toastify injects its stylesheet at run time, and React sets inline style attributes.
    `style-src 'self' 'unsafe-inline' ${remoteOrigins.join(' ')}`,
    `img-src 'self' data: ${remoteOrigins.join(' ')}`,
    `font-src 'self' ${remoteOrigins.join(' ')}`,
    `connect-src 'self' ${[...remoteOrigins, ...apiOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
