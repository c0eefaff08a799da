import type { ServerVisitor } from '../session/user-data';
import type { ContactEnquiry, ContactField } from '../validation/contact';
import type { RemoteName } from './remote-modules';

/**
 * The answer to the contact form posted without JavaScript (WEB-3): what was typed (emptied
 * once sent), and the spec's message: the first bad field's, the success toast's text, or why
 * the enquiry could not be sent (no `field`).
 */
export interface ContactPost {
  enquiry: ContactEnquiry;
  outcome: { field?: ContactField; message: string; sent: boolean };
}

/**
 * What the shell's server tells the browser about the HTML it sent, in a JSON data block next
 * to the runtime config: which page it rendered, so the browser loads that page (from the
 * release the inlined config names, the one the server rendered) before hydrating it, and the
 * answer to a contact form posted without JavaScript and the signed-in visitor a page of their
 * own account was rendered for, so the page hydrates as it was rendered. Absent or without a
 * page, the browser renders the page itself.
 */
export interface ServerRender {
  page?: { remote: RemoteName; module: string };
  contactPost?: ContactPost;
  /** Only in a page sent `private, no-store` to that visitor (RemoteRoute.readsSession). */
  visitor?: ServerVisitor;
}

export const SERVER_RENDER_ID = 'rcm-server-render';
