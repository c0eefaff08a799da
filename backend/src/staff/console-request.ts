import { STAFF_REQUEST_HEADER } from '@rcm/shared';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error';

/**
 * Staff routes answer the console only: a request must carry `X-Staff-Console: 1`, which a
 * link, a form or a page on another site cannot make a browser send (a script elsewhere needs
 * a CORS preflight, granted to the site's origins only). Without it, a cross-site navigation
 * carrying the `SameSite=Lax` session cookie (a link on a web page or in a mail) could read an
 * enquiry, download an export or write audit records in a staff member's name. Checked before
 * anything else, so such a request costs no database work either.
 */
export function requireConsoleRequest(request: FastifyRequest): void {
  if (request.headers[STAFF_REQUEST_HEADER] !== '1') {
    throw new ApiError(
      403,
      'general_access_forbidden',
      `Staff requests come from the staff console only (the ${STAFF_REQUEST_HEADER} header).`,
    );
  }
}
