import { toastMessages } from '../toasts';
import type { SubscriptionRequest } from '../validation/subscription';
import type { ContactEnquiry } from '../validation/contact';
import type { NewsletterSignup } from '../validation/newsletter';

/** The outcome of a call to the site's API, already reduced to what a page shows. */
export type ApiResult =
  | { ok: true; status: number; message: string }
  | { ok: false; status: number; message: string; unreachable: boolean };

/** What a failed call tells the visitor: the server's own message, or that it could not be reached. */
export function failureMessage(result: Extract<ApiResult, { ok: false }>): string {
  return result.unreachable || !result.message ? toastMessages.serverUnreachable : result.message;
}

/** Status 0 marks a request that never got an HTTP answer (offline, DNS, CORS, server down). */
export const UNREACHABLE_STATUS = 0;

async function readMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
      return (body as { message: string }).message;
    }
  } catch {
    // A reply without a JSON body carries no message of its own.
  }
  return '';
}

async function send(method: 'POST' | 'PUT', url: string, body: unknown, signal?: AbortSignal, headers: Record<string, string> = {}): Promise<ApiResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    return { ok: false, status: UNREACHABLE_STATUS, message: '', unreachable: true };
  }
  const message = await readMessage(response);
  return response.ok
    ? { ok: true, status: response.status, message }
    : { ok: false, status: response.status, message, unreachable: false };
}

export interface BackendClient {
  sendContactEnquiry: (enquiry: ContactEnquiry, signal?: AbortSignal) => Promise<ApiResult>;
  subscribeToNewsletter: (signup: NewsletterSignup, signal?: AbortSignal) => Promise<ApiResult>;
  /**
   * Sent with the session cookie, and with `jwt` (from `account.createJWT()`) as
   * `X-Appwrite-JWT` when given: the only proof of identity when auth is a real Appwrite project.
   */
  updateSubscription: (request: SubscriptionRequest, options?: { jwt?: string; signal?: AbortSignal }) => Promise<ApiResult>;
}

/** Typed calls to the backend; cookies travel with every request (`credentials: 'include'`). */
export function createBackendClient(backendUrl: string): BackendClient {
  const base = backendUrl.replace(/\/+$/, '');
  return {
    sendContactEnquiry: (enquiry, signal) => send('POST', `${base}/contact`, enquiry, signal),
    subscribeToNewsletter: (signup, signal) => send('POST', `${base}/newsletter`, signup, signal),
    updateSubscription: (request, options = {}) =>
      send('PUT', `${base}/subscribtion`, request, options.signal, options.jwt ? { 'X-Appwrite-JWT': options.jwt } : {}),
  };
}
