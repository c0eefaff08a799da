import type { RuntimeConfig } from './runtime-config';

/**
 * The config of this page, set once by whoever starts it (the shell, or a remote's standalone
 * page). `@rcm/shared` is a Module Federation singleton, so the remotes read the value the
 * shell set.
 */
let current: RuntimeConfig | undefined;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime config has not been set: the page that starts the app calls setRuntimeConfig() first');
  return current;
}
