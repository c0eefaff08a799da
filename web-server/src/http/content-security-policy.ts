import type { RuntimeConfig } from '@rcm/shared';

/**
 * The shell's pages' Content-Security-Policy: scripts and styles only from the site and the
 * configured remotes, API calls only to the configured backend and Appwrite endpoint. Built
 * from the runtime config of each request, so an operator who moves a remote is not blocked
 * by a policy frozen at start-up.
 */
export function shellContentSecurityPolicy(config: RuntimeConfig): string {
  const origin = (url: string) => new URL(url).origin;
  // Every remote the config places, so a new remote needs no change here.
  const remoteOrigins = [...new Set(Object.values(config.remotes).map(origin))].join(' ');
  const apiOrigins = [...new Set([origin(config.backendUrl), origin(config.appwrite.endpoint)])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remoteOrigins}`,
    // react-toastify injects its stylesheet at run time, and React sets inline style attributes.
    `style-src 'self' 'unsafe-inline' ${remoteOrigins}`,
    `img-src 'self' data: ${remoteOrigins}`,
    `font-src 'self' ${remoteOrigins}`,
    `connect-src 'self' ${remoteOrigins} ${apiOrigins}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
