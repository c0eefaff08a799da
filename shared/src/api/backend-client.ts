import { getRuntimeConfig } from '../config/current-runtime-config';
import { withoutTrailingSlash } from '../config/runtime-config';
import type { ContactEnquiry } from '../validation/contact';
import type { NewsletterSignup } from '../validation/newsletter';
import type { SubscriptionRequest } from '../validation/subscription';
import { unreachableFailure, type ApiResult } from './api-result';

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
    return unreachableFailure();
  }
  const message = await readMessage(response);
  return response.ok
    ? { ok: true, status: response.status, message, value: undefined }
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

/** Typed calls to the backend at `backendUrl`; cookies travel with every request. */
export function createBackendClient(backendUrl: string): BackendClient {
  const base = withoutTrailingSlash(backendUrl);
  return {
    sendContactEnquiry: (enquiry, signal) => send('POST', `${base}/contact`, enquiry, signal),
    subscribeToNewsletter: (signup, signal) => send('POST', `${base}/newsletter`, signup, signal),
    updateSubscription: (request, options = {}) =>
      send('PUT', `${base}/subscribtion`, request, options.signal, options.jwt ? { 'X-Appwrite-JWT': options.jwt } : {}),
  };
}

let memo: { backendUrl: string; client: BackendClient } | undefined;

/** The client for this page's backend (from the runtime config), made once. */
export function backendClient(): BackendClient {
  const { backendUrl } = getRuntimeConfig();
  if (memo?.backendUrl !== backendUrl) memo = { backendUrl, client: createBackendClient(backendUrl) };
  return memo.client;
}
