import type { RemoteName } from './remote-modules';

/**
 * What the shell's server tells the browser about the HTML it sent, in a JSON data block next
 * to the runtime config: which page it rendered, so the browser loads that page (from the
 * release the inlined config names, the one the server rendered) before hydrating it.
 * Absent or without a page, the browser renders the page itself.
 */
export interface ServerRender {
  page?: { remote: RemoteName; module: string };
}

export const SERVER_RENDER_ID = 'rcm-server-render';
