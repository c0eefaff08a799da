// @ts-check
import fs from 'node:fs';

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

/**
 * The shell page's CSP for the runtime config file as it is at this request. An operator moves
 * or releases a remote by editing that file, with no restart (README, docs/deploy.md), so the
 * policy must follow the file rather than the environment `npm start` was given. The file is
 * tiny and read on every page request, as /runtime-config.json itself is; one caught half-written
 * keeps the last good policy.
 * @param {string} file the runtime config file the shell's server serves
 * @returns {() => string}
 */
export function shellContentSecurityPolicyFromFile(file) {
  let last = { source: '', policy: '' };
  return () => {
    try {
      const source = fs.readFileSync(file, 'utf8');
      if (source !== last.source) last = { source, policy: shellContentSecurityPolicy(JSON.parse(source)) };
    } catch (error) {
      if (!last.policy) throw error;
    }
    return last.policy;
  };
}
