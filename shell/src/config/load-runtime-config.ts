import { parseRuntimeConfig, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@rcm/shared';

/** Reads the deploy-time config next to index.html (never cached: it says where remotes live). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Runtime config: ${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
