import { SERVER_RENDER_ID, type ServerRender } from '@rcm/shared';

/** What the shell's server says it rendered into this HTML (nothing on a static host). */
export function readServerRender(): ServerRender | undefined {
  const block = document.getElementById(SERVER_RENDER_ID)?.textContent;
  return block ? (JSON.parse(block) as ServerRender) : undefined;
}
