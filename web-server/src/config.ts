import { localPorts, localUrl } from '@rcm/shared';
import { trustProxyFromEnv } from '@rcm/shared/server';
import path from 'node:path';
import { releasesOptionsFromEnv } from './releases/releases-config';
import { RUM_BEACONS_PER_MINUTE } from './rum/rum-route';
import type { ShellServerOptions } from './shell-server';

export interface ListenOptions {
  port: number;
  host: string;
}

function portFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

/** `RUM_SAMPLE_RATE`: the share of page loads (0 to 1) that report measurements; unset, every one (1). */
export function rumSampleRateFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.RUM_SAMPLE_RATE;
  if (raw === undefined || raw === '') return 1;
  const rate = Number(raw);
  if (!(rate >= 0 && rate <= 1)) throw new Error(`RUM_SAMPLE_RATE must be a number from 0 to 1, got "${raw}"`);
  return rate;
}

/** The beacons one address may send per minute: RUM_BEACONS_PER_MINUTE times `RATE_LIMIT_SCALE`, which scales the backend's limits too. */
export function rumBeaconsPerMinuteFrom(env: NodeJS.ProcessEnv): number {
  const scale = env.RATE_LIMIT_SCALE ? Number(env.RATE_LIMIT_SCALE) : 1;
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('RATE_LIMIT_SCALE must be a positive number');
  return Math.ceil(RUM_BEACONS_PER_MINUTE * scale);
}

/** What `/rum` and the pages' reporting take from the environment: RUM_SAMPLE_RATE and RATE_LIMIT_SCALE. */
export const rumOptionsFromEnv = (env: NodeJS.ProcessEnv): Pick<ShellServerOptions, 'rumSampleRate' | 'rumBeaconsPerMinute'> => ({
  rumSampleRate: rumSampleRateFrom(env),
  rumBeaconsPerMinute: rumBeaconsPerMinuteFrom(env),
});

/** Where the shell's server listens: SHELL_PORT (3000) on HOST (localhost). */
export function listenOptionsFromEnv(env: NodeJS.ProcessEnv): ListenOptions {
  return { port: portFrom(env, 'SHELL_PORT', localPorts.shell), host: env.HOST || 'localhost' };
}

/**
 * The shell's server from the environment: the runtime config file (RUNTIME_CONFIG_FILE,
 * required: it says where the remotes and the API are), the public URL (PUBLIC_URL, else
 * SHELL_URL, else the local address), TRUST_PROXY and, to follow the live release map,
 * RELEASES_API_URL, DEPLOY_TOKEN and RELEASES_URL; METRICS_TOKEN to serve `/metrics`; RUM_SAMPLE_RATE and RATE_LIMIT_SCALE for `/rum`. The shell's build is the workspace's.
 */
export function shellServerOptionsFromEnv(env: NodeJS.ProcessEnv, shellDir = path.join(__dirname, '../../shell')): ShellServerOptions {
  const runtimeConfigFile = env.RUNTIME_CONFIG_FILE;
  if (!runtimeConfigFile) throw new Error('RUNTIME_CONFIG_FILE must name the runtime config file (see README, Configuration)');
  const releases = releasesOptionsFromEnv(env);
  return {
    distDir: path.join(shellDir, 'dist'),
    serverDir: path.join(shellDir, 'dist-server'),
    runtimeConfigFile,
    publicUrl: env.PUBLIC_URL || env.SHELL_URL || localUrl(listenOptionsFromEnv(env).port),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    ...rumOptionsFromEnv(env),
    ...(releases ? { releases } : {}),
    ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
  };
}
