import { getRuntimeConfig } from '../config/current-runtime-config';
import { withoutTrailingSlash } from '../config/runtime-config';
import type { ContactEnquiry } from '../validation/contact';
import type { NewsletterSignup } from '../validation/newsletter';
import type { SubscriptionHistoryEntry } from '../policy/subscription-terms';
import type { SubscriptionRequest } from '../validation/subscription';
import { unreachableFailure, type ApiResult } from './api-result';

/** The reply's JSON body as a record, or {} (a proxy's HTML page, an empty body). */
async function readBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // A reply without a JSON body carries no message of its own.
  }
  return {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function send<T = undefined>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: {
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    read?: (body: Record<string, unknown>) => T | undefined;
  } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        accept: 'application/json',
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch {
    return unreachableFailure();
  }
  const body = await readBody(response);
  const message = text(body.message);
  if (!response.ok) return { ok: false, status: response.status, message, type: text(body.type), unreachable: false };
  const value = options.read ? options.read(body) : (undefined as T);
  // A 2xx whose body is not what this call expects came from something other than our API.
  if (options.read && value === undefined) return { ok: false, status: response.status, message: '', unreachable: true };
  return { ok: true, status: response.status, message, value: value as T };
}

/** What the server records about the signed-in customer (`GET /customer`). */
export interface CustomerSummary {
  /** The package of the latest subscription, or 'none'. */
  subscribtion: string;
  rc_score: number;
  /** When the package's paid month ends (ISO 8601), '' with none. */
  paid_until: string;
  /** Whether it was cancelled (it then ends at `paid_until`). */
  cancelled: boolean;
}

function customerSummaryOf(body: Record<string, unknown>): CustomerSummary | undefined {
  if (typeof body.subscribtion !== 'string' || typeof body.rc_score !== 'number') return undefined;
  return {
    subscribtion: body.subscribtion,
    rc_score: body.rc_score,
    paid_until: text(body.paid_until),
    cancelled: body.cancelled === true,
  };
}

/** The answer to a cancellation: until when the package stays. */
export interface CancellationReply {
  subscribtion: string;
  paid_until: string;
}

function cancellationOf(body: Record<string, unknown>): CancellationReply | undefined {
  return typeof body.subscribtion === 'string' && typeof body.paid_until === 'string'
    ? { subscribtion: body.subscribtion, paid_until: body.paid_until }
    : undefined;
}

function historyOf(body: Record<string, unknown>): SubscriptionHistoryEntry[] | undefined {
  return Array.isArray(body.entries) ? (body.entries as SubscriptionHistoryEntry[]) : undefined;
}

const jwtHeader = (jwt?: string): Record<string, string> => (jwt ? { 'X-Appwrite-JWT': jwt } : {});

export interface BackendClient {
  sendContactEnquiry: (enquiry: ContactEnquiry, signal?: AbortSignal) => Promise<ApiResult>;
  subscribeToNewsletter: (signup: NewsletterSignup, signal?: AbortSignal) => Promise<ApiResult>;
  /** Confirms the sign-up the mailed link's token belongs to (the token is spent). */
  confirmNewsletter: (token: string, signal?: AbortSignal) => Promise<ApiResult>;
  /** Unsubscribes the address the mailed link's token belongs to (again and again: it is idempotent). */
  unsubscribeFromNewsletter: (token: string, signal?: AbortSignal) => Promise<ApiResult>;
  /**
   * Sent with the session cookie, and with `jwt` (from `account.createJWT()`) as
   * `X-Appwrite-JWT` when given: the only proof of identity when auth is a real Appwrite project.
   */
  updateSubscription: (request: SubscriptionRequest, options?: { jwt?: string; signal?: AbortSignal }) => Promise<ApiResult>;
  /** The signed-in customer's package and RC score as the server records them; the same identity rules. */
  customer: (options?: { jwt?: string; signal?: AbortSignal }) => Promise<ApiResult<CustomerSummary>>;
  /** Cancels the signed-in customer's package (it stays until the end of the paid month); the same identity rules. */
  cancelSubscription: (options?: { jwt?: string; signal?: AbortSignal }) => Promise<ApiResult<CancellationReply>>;
  /** The signed-in customer's subscription changes, newest first; the same identity rules. */
  subscriptionHistory: (options?: { jwt?: string; signal?: AbortSignal }) => Promise<ApiResult<SubscriptionHistoryEntry[]>>;
}

/** Typed calls to the backend at `backendUrl`; cookies travel with every request. */
export function createBackendClient(backendUrl: string): BackendClient {
  const base = withoutTrailingSlash(backendUrl);
  return {
    sendContactEnquiry: (enquiry, signal) => send('POST', `${base}/contact`, { body: enquiry, signal }),
    subscribeToNewsletter: (signup, signal) => send('POST', `${base}/newsletter`, { body: signup, signal }),
    confirmNewsletter: (token, signal) => send('POST', `${base}/newsletter/confirm`, { body: { token }, signal }),
    unsubscribeFromNewsletter: (token, signal) => send('POST', `${base}/newsletter/unsubscribe`, { body: { token }, signal }),
    updateSubscription: (request, options = {}) =>
      send('PUT', `${base}/subscribtion`, { body: request, signal: options.signal, headers: jwtHeader(options.jwt) }),
    customer: (options = {}) =>
      send('GET', `${base}/customer`, { signal: options.signal, headers: jwtHeader(options.jwt), read: customerSummaryOf }),
    cancelSubscription: (options = {}) =>
      send('DELETE', `${base}/subscribtion`, { signal: options.signal, headers: jwtHeader(options.jwt), read: cancellationOf }),
    subscriptionHistory: (options = {}) =>
      send('GET', `${base}/subscribtion/history`, { signal: options.signal, headers: jwtHeader(options.jwt), read: historyOf }),
  };
}

let memo: { backendUrl: string; client: BackendClient } | undefined;

/** The client for this page's backend (from the runtime config), made once. */
export function backendClient(): BackendClient {
  const { backendUrl } = getRuntimeConfig();
  if (memo?.backendUrl !== backendUrl) memo = { backendUrl, client: createBackendClient(backendUrl) };
  return memo.client;
}
