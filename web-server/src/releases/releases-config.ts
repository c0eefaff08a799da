import { isHttpUrl } from '@rcm/shared';

/** Where a web server reads which releases to serve, and where their files are. */
export interface ReleasesOptions {
  /** The backend's base URL, which answers `GET /releases/live` (`RELEASES_API_URL`). */
  apiUrl: string;
  /** The token that route asks for (`DEPLOY_TOKEN`, the backend's own). */
  deployToken: string;
  /** The release store's base URL (`RELEASES_URL`), ending in `/`. */
  storeUrl: string;
}

/**
 * RELEASES_API_URL, DEPLOY_TOKEN and RELEASES_URL: all three (the web server follows the live
 * release map) or none (it serves the runtime config file as it is). A partial set is refused
 * at start, naming what is missing: half a configuration would otherwise run as none, and the
 * site would silently stop following releases.
 */
export function releasesOptionsFromEnv(env: NodeJS.ProcessEnv): ReleasesOptions | undefined {
  // `X=` in an env file means unset.
  const apiUrl = env.RELEASES_API_URL || undefined;
  const deployToken = env.DEPLOY_TOKEN || undefined;
  const storeUrl = env.RELEASES_URL || undefined;
  const set = { RELEASES_API_URL: apiUrl, DEPLOY_TOKEN: deployToken, RELEASES_URL: storeUrl };
  const missing = Object.entries(set)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === 3) return undefined;
  if (apiUrl === undefined || deployToken === undefined || storeUrl === undefined) {
    throw new Error(
      `RELEASES_API_URL, DEPLOY_TOKEN and RELEASES_URL go together: ${missing.join(' and ')} missing (see README, Configuration)`,
    );
  }
  for (const [name, value] of [
    ['RELEASES_API_URL', apiUrl],
    ['RELEASES_URL', storeUrl],
  ] as const) {
    if (!isHttpUrl(value)) throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return { apiUrl, deployToken, storeUrl: storeUrl.replace(/\/*$/, '/') };
}
