/**
 * Where the parts of the site live, decided at deploy time (never baked into a build).
 * `npm start` writes it from environment variables as `/runtime-config.json` next to the shell.
 */
export interface RuntimeConfig {
  remotes: {
    /** URL of the marketing remote's `mf-manifest.json` (or `remoteEntry.js`). */
    marketing: string;
    /** URL of the account remote's `mf-manifest.json` (or `remoteEntry.js`). */
    account: string;
  };
  /** Base URL of the site's API, without a trailing slash. */
  backendUrl: string;
  appwrite: {
    endpoint: string;
    projectId: string;
  };
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

function isHttpUrl(value: unknown): value is string {
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
    ['remotes.marketing', remotes.marketing],
    ['remotes.account', remotes.account],
    ['backendUrl', root.backendUrl],
    ['appwrite.endpoint', appwrite.endpoint],
  ];
  for (const [name, value] of checks) {
    if (!isHttpUrl(value)) throw new Error(`Runtime config: ${name} must be an http(s) URL`);
  }
  if (typeof appwrite.projectId !== 'string' || appwrite.projectId === '') {
    throw new Error('Runtime config: appwrite.projectId must be a non-empty string');
  }
  return {
    remotes: { marketing: remotes.marketing as string, account: remotes.account as string },
    backendUrl: (root.backendUrl as string).replace(/\/+$/, ''),
    appwrite: { endpoint: (appwrite.endpoint as string).replace(/\/+$/, ''), projectId: appwrite.projectId },
  };
}

export interface RuntimeConfigEnv {
  SHELL_URL?: string;
  MARKETING_URL?: string;
  ACCOUNT_URL?: string;
  BACKEND_URL?: string;
  APPWRITE_ENDPOINT?: string;
  APPWRITE_PROJECT_ID?: string;
}

/** The config `npm start` writes: local ports by default, each overridable by environment. */
export function runtimeConfigFromEnv(env: RuntimeConfigEnv): RuntimeConfig {
  const marketing = (env.MARKETING_URL ?? 'http://localhost:3001').replace(/\/+$/, '');
  const account = (env.ACCOUNT_URL ?? 'http://localhost:3002').replace(/\/+$/, '');
  const backendUrl = env.BACKEND_URL ?? 'http://localhost:4000';
  return parseRuntimeConfig({
    remotes: { marketing: `${marketing}/mf-manifest.json`, account: `${account}/mf-manifest.json` },
    backendUrl,
    appwrite: {
      endpoint: env.APPWRITE_ENDPOINT ?? `${backendUrl.replace(/\/+$/, '')}/v1`,
      projectId: env.APPWRITE_PROJECT_ID ?? 'rcm',
    },
  });
}

declare global {
  interface Window {
    /** Set by the shell at start-up; remotes read it through `getRuntimeConfig()`. */
    __RCM_RUNTIME_CONFIG__?: RuntimeConfig;
  }
}

/** The config the shell loaded. Remotes running standalone get local defaults. */
export function getRuntimeConfig(): RuntimeConfig {
  if (typeof window !== 'undefined' && window.__RCM_RUNTIME_CONFIG__) return window.__RCM_RUNTIME_CONFIG__;
  return runtimeConfigFromEnv({});
}
