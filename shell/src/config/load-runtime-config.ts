import { INLINE_RUNTIME_CONFIG_ID, parseRuntimeConfig, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@rcm/shared';

/**
 * The deploy-time config: inlined in the page by the shell's server (a JSON data block, see
 * web-server/src/pages/shell-document.ts), or else fetched from the file next to index.html (never
 * cached: it says where the remotes live).
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = document.getElementById(INLINE_RUNTIME_CONFIG_ID)?.textContent;
  if (inline) return parseRuntimeConfig(JSON.parse(inline));
  const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Runtime config: ${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
