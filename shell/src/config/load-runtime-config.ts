import { parseRuntimeConfig, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@rcm/shared';

/** Where the shell's server inlines the config (a JSON data block, see scripts/serve/shell-page.mjs). */
export const INLINE_RUNTIME_CONFIG_ID = 'rcm-runtime-config';

/**
 * The deploy-time config: inlined in the page by the shell's server, or else fetched from the
 * file next to index.html (never cached: it says where the remotes live).
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = document.getElementById(INLINE_RUNTIME_CONFIG_ID)?.textContent;
  if (inline) return parseRuntimeConfig(JSON.parse(inline));
  const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Runtime config: ${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
