import { toastMessages, type ContactEnquiry } from '@rcm/shared';

/** The backend's answer is awaited this long; then the visitor is told it could not be reached. */
const BACKEND_TIMEOUT_MS = 5_000;

export type Forwarded = { sent: true } | { sent: false; status: number; message: string };

/**
 * Hands a checked enquiry to the backend's `POST /contact`, which alone stores and mails it.
 * `clientAddress` goes as `X-Forwarded-For`, so the backend's per-address limit counts the
 * visitor, not this server (it believes the header when its `TRUST_PROXY` trusts this server).
 */
export async function forwardEnquiry(backendUrl: string, enquiry: ContactEnquiry, clientAddress: string): Promise<Forwarded> {
  try {
    const response = await fetch(`${backendUrl}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
      body: JSON.stringify(enquiry),
      signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
    });
    if (response.status === 201) return { sent: true };
    const reply: unknown = await response.json().catch(() => undefined);
    const message = typeof reply === 'object' && reply !== null ? Reflect.get(reply, 'message') : undefined;
    // The backend's own words (its rate limit, a rule), as the page shows them when JavaScript runs.
    return {
      sent: false,
      status: response.status,
      message: typeof message === 'string' && message ? message : toastMessages.serverUnreachable,
    };
  } catch {
    return { sent: false, status: 503, message: toastMessages.serverUnreachable };
  }
}
