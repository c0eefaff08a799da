import { RELEASE_ID_PATTERN } from '../contracts/releases';
import { remoteContainerNames, type RemoteName } from '../contracts/remote-modules';

/**
 * Where the parts of the site live, decided at deploy time (never baked into a build). The
 * shell's server inlines it in the page; a plain static host serves it as `/runtime-config.json`.
 */
export interface RuntimeConfig {
  remotes: {
    /** URL of the marketing remote's `mf-manifest.json` (or `remoteEntry.js`). */
    marketing: string;
    /** URL of the account remote's `mf-manifest.json` (or `remoteEntry.js`). */
    account: string;
    /** URL of the staff remote's `mf-manifest.json` (or `remoteEntry.js`). */
    staff: string;
  };
  /** Base URL of the site's API, without a trailing slash. */
  backendUrl: string;
  appwrite: {
    endpoint: string;
    projectId: string;
  };
  /**
   * The site's public base URL (`PUBLIC_URL`), without a trailing slash: pages name their
   * canonical address under it. The shell's server adds it; without it, the page's own origin.
   */
  publicUrl?: string;
  /**
   * Set by the shell's server, for this page only, while the browser previews a release (a
   * preview link's cookie): the shell shows a banner naming it, whose "Exit preview" leads to
   * `exitPath`, the web server's route that ends the preview (named by the server, which owns
   * that route, so the pages hold no copy of it).
   */
  preview?: RuntimePreview;
  /**
   * The share of page loads (0 to 1) whose visitor's experience the shell reports to
   * `RUM_PATH` (`RUM_SAMPLE_RATE`). The shell's web server, which takes the beacons, adds it;
   * without it (a static host) the page reports nothing.
   */
  rumSampleRate?: number;
}

/** The release a page previews, as its runtime config says. */
export interface RuntimePreview {
  remote: RemoteName;
  release: string;
  /** A path on the site (`/…`). */
  exitPath: string;
}

/** Every remote the config must place, in the contract's order. */
const remoteNames = Object.keys(remoteContainerNames) as RemoteName[];

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** The id of the JSON data block in which the shell's server inlines the config. */
export const INLINE_RUNTIME_CONFIG_ID = 'rcm-runtime-config';

export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Whether a value is an absolute http(s) URL. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Validates an untrusted config document; throws an Error naming the first bad field. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const root = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const remotes = (root.remotes ?? {}) as Record<string, unknown>;
  const appwrite = (root.appwrite ?? {}) as Record<string, unknown>;
  const checks: Array<[string, unknown]> = [
    ...remoteNames.map((name): [string, unknown] => [`remotes.${name}`, remotes[name]]),
    ['backendUrl', root.backendUrl],
    ['appwrite.endpoint', appwrite.endpoint],
  ];
  for (const [name, value] of checks) {
    if (!isHttpUrl(value)) throw new Error(`Runtime config: ${name} must be an http(s) URL`);
  }
  if (typeof appwrite.projectId !== 'string' || appwrite.projectId === '') {
    throw new Error('Runtime config: appwrite.projectId must be a non-empty string');
  }
  if (root.publicUrl !== undefined && !isHttpUrl(root.publicUrl)) throw new Error('Runtime config: publicUrl must be an http(s) URL');
  const preview = root.preview === undefined ? undefined : previewOf(root.preview);
  const { rumSampleRate } = root;
  if (rumSampleRate !== undefined && !(typeof rumSampleRate === 'number' && rumSampleRate >= 0 && rumSampleRate <= 1))
    throw new Error('Runtime config: rumSampleRate must be a number from 0 to 1');
  return {
    remotes: { marketing: remotes.marketing as string, account: remotes.account as string, staff: remotes.staff as string },
    backendUrl: withoutTrailingSlash(root.backendUrl as string),
    appwrite: { endpoint: withoutTrailingSlash(appwrite.endpoint as string), projectId: appwrite.projectId },
    ...(root.publicUrl === undefined ? {} : { publicUrl: withoutTrailingSlash(root.publicUrl as string) }),
    ...(preview ? { preview } : {}),
    ...(rumSampleRate === undefined ? {} : { rumSampleRate }),
  };
}

/** The `preview` field checked: a known remote, a release id of the contract's form, a path on the site (never `//host`). */
function previewOf(input: unknown): RuntimePreview {
  const { remote, release, exitPath } = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (typeof remote !== 'string' || !remoteNames.includes(remote as RemoteName))
    throw new Error('Runtime config: preview.remote must name a remote');
  if (typeof release !== 'string' || !RELEASE_ID_PATTERN.test(release))
    throw new Error('Runtime config: preview.release must be a release id');
  if (typeof exitPath !== 'string' || !/^\/(?![/\\])/.test(exitPath))
    throw new Error('Runtime config: preview.exitPath must be a path on the site');
  return { remote: remote as RemoteName, release, exitPath };
}

/** Where each part is, as base URLs; what `runtimeConfigFor` turns into a config. */
export interface SiteLocations {
  marketingUrl: string;
  accountUrl: string;
  staffUrl: string;
  backendUrl: string;
  /** Defaults to the backend's own Appwrite-compatible API, `<backendUrl>/v1`. */
  appwriteEndpoint?: string;
  /** Defaults to `rcm`. */
  appwriteProjectId?: string;
}

export const DEFAULT_APPWRITE_PROJECT_ID = 'rcm';

/** The config for parts deployed at these base URLs (each remote's manifest sits at its root). */
export function runtimeConfigFor(locations: SiteLocations): RuntimeConfig {
  const backendUrl = withoutTrailingSlash(locations.backendUrl);
  return parseRuntimeConfig({
    remotes: {
      marketing: `${withoutTrailingSlash(locations.marketingUrl)}/mf-manifest.json`,
      account: `${withoutTrailingSlash(locations.accountUrl)}/mf-manifest.json`,
      staff: `${withoutTrailingSlash(locations.staffUrl)}/mf-manifest.json`,
    },
    backendUrl,
    appwrite: {
      endpoint: locations.appwriteEndpoint ?? `${backendUrl}/v1`,
      projectId: locations.appwriteProjectId ?? DEFAULT_APPWRITE_PROJECT_ID,
    },
  });
}
