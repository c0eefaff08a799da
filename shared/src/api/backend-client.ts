import { getRuntimeConfig } from '../config/current-runtime-config';
import { withoutTrailingSlash } from '../config/runtime-config';
import type { ContactEnquiry } from '../validation/contact';
import type { NewsletterSignup } from '../validation/newsletter';
import type { SubscriptionHistoryEntry } from '../policy/subscription-terms';
import type { Invoice } from '../policy/invoices';
import { quoteOf, type SubscriptionQuote } from '../policy/billing';
import type { PackageId } from '../catalog/packages';
import type { SubscriptionRequest } from '../validation/subscription';
import { unreachableFailure, type ApiFailure, type ApiResult } from './api-result';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a call to the site's API may carry besides its method and path. */
export interface RequestOptions<T> {
  /** Query parameters; empty and undefined ones are left out. */
  query?: Readonly<Record<string, string | undefined>>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Checks and shapes a 2xx reply's JSON; `undefined` means the reply is not what this call expects. */
  read?: (body: Record<string, unknown>) => T | undefined;
  /**
   * The call acts for the signed-in visitor: with the client's `sessionJwt`, a fresh JWT of the
   * session goes with the cookie (the only proof of identity when accounts are a real Appwrite
   * project), and a JWT that cannot be had is the call's failure.
   */
  signedIn?: boolean;
}

export type DownloadOptions = Omit<RequestOptions<never>, 'body' | 'read'>;

export type ReplyOptions = Omit<RequestOptions<never>, 'read'>;

/** A failed reply as the pages read it: the API's status, message and error type. */
async function failureOf(response: Response): Promise<ApiFailure> {
  const body = await readBody(response);
  return { ok: false, status: response.status, message: text(body.message), type: text(body.type), unreachable: false };
}

/** The file name a download's `Content-Disposition` gives, or `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/** `path` under the API's base with the query's non-empty parameters. */
function urlOf(base: string, path: string, query: Readonly<Record<string, string | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
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

/** The answer to a cancellation or a resumption: until when the package is paid. */
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

function invoiceOf(body: Record<string, unknown>): Invoice | undefined {
  return typeof body.number === 'string' && typeof body.customer === 'object' && body.customer !== null
    ? (body as unknown as Invoice)
    : undefined;
}

export interface BackendClient {
  /** Any call to the site's API: cookies travel with it; a 2xx whose body `read` refuses counts as unreachable. */
  request: <T = undefined>(method: Method, path: string, options?: RequestOptions<T>) => Promise<ApiResult<T>>;
  /**
   * A call whose 2xx reply is read as it arrives (a file, a stream): the reply itself, or the
   * failure as `request` reports it.
   */
  download: (path: string, options?: DownloadOptions) => Promise<ApiResult<Response>>;
  /**
   * Any call whose 2xx reply the caller reads itself, headers included (a client without a
   * browser's cookie jar keeps the session a login's `Set-Cookie` carries); a failure as `request` reports it.
   */
  reply: (method: Method, path: string, options?: ReplyOptions) => Promise<ApiResult<Response>>;
  sendContactEnquiry: (enquiry: ContactEnquiry, signal?: AbortSignal) => Promise<ApiResult>;
  subscribeToNewsletter: (signup: NewsletterSignup, signal?: AbortSignal) => Promise<ApiResult>;
  /** Confirms the sign-up the mailed link's token belongs to (the token is spent). */
  confirmNewsletter: (token: string, signal?: AbortSignal) => Promise<ApiResult>;
  /** Unsubscribes the address the mailed link's token belongs to (again and again: it is idempotent). */
  unsubscribeFromNewsletter: (token: string, signal?: AbortSignal) => Promise<ApiResult>;
  /** Subscribes the signed-in customer (a call for the signed-in visitor: see `signedIn`). */
  updateSubscription: (request: SubscriptionRequest, signal?: AbortSignal) => Promise<ApiResult>;
  /** The signed-in customer's package and RC score as the server records them. */
  customer: (signal?: AbortSignal) => Promise<ApiResult<CustomerSummary>>;
  /** Cancels the signed-in customer's package (it stays until the end of the paid month). */
  cancelSubscription: (signal?: AbortSignal) => Promise<ApiResult<CancellationReply>>;
  /** The signed-in customer's subscription changes, newest first. */
  subscriptionHistory: (signal?: AbortSignal) => Promise<ApiResult<SubscriptionHistoryEntry[]>>;
  /** One of the signed-in customer's invoices (404 for a number that is not theirs). */
  invoice: (number: string, signal?: AbortSignal) => Promise<ApiResult<Invoice>>;
  /** What choosing `packageId` would charge the signed-in customer today, and why. */
  subscriptionQuote: (packageId: PackageId, signal?: AbortSignal) => Promise<ApiResult<SubscriptionQuote>>;
  /** Undoes the cancellation of the package held (nothing is charged). */
  resumeSubscription: (signal?: AbortSignal) => Promise<ApiResult<CancellationReply>>;
}

/** How a client proves who is signed in, besides the cookie. */
export interface BackendClientOptions {
  /** A short-lived JWT of the visitor's session (`account.createJWT()`), for the calls made `signedIn`. */
  sessionJwt?: () => Promise<ApiResult<string>>;
  /**
   * Sent with every call: a server calling for one visitor, which has no cookie jar, sends the
   * visitor's session cookie here.
   */
  headers?: Readonly<Record<string, string>>;
}

/** Typed calls to the backend at `backendUrl`; cookies travel with every request. */
export function createBackendClient(backendUrl: string, { sessionJwt, headers }: BackendClientOptions = {}): BackendClient {
  const base = withoutTrailingSlash(backendUrl);

  /** The reply to a call, or why there is none (unreachable, or no JWT for a signed-in call). */
  async function respond(method: Method, path: string, options: RequestOptions<unknown>): Promise<ApiResult<Response>> {
    let identity: Record<string, string> = {};
    if (options.signedIn && sessionJwt) {
      const jwt = await sessionJwt();
      if (!jwt.ok) return jwt;
      identity = { 'X-Appwrite-JWT': jwt.value };
    }
    try {
      const response = await fetch(urlOf(base, path, options.query), {
        method,
        credentials: 'include',
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          accept: 'application/json',
          ...headers,
          ...identity,
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
      return { ok: true, status: response.status, message: '', value: response };
    } catch {
      return unreachableFailure();
    }
  }

  async function request<T = undefined>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<ApiResult<T>> {
    const reply = await respond(method, path, options);
    if (!reply.ok) return reply;
    const response = reply.value;
    if (!response.ok) return failureOf(response);
    const body = await readBody(response);
    const value = options.read ? options.read(body) : (undefined as T);
    // A 2xx whose body is not what this call expects came from something other than our API.
    if (options.read && value === undefined) return { ok: false, status: response.status, message: '', unreachable: true };
    return { ok: true, status: response.status, message: text(body.message), value: value as T };
  }

  async function reply(method: Method, path: string, options: ReplyOptions = {}): Promise<ApiResult<Response>> {
    const answer = await respond(method, path, options);
    if (!answer.ok || answer.value.ok) return answer;
    return failureOf(answer.value);
  }

  return {
    request,
    download: (path, options) => reply('GET', path, options),
    reply,
    sendContactEnquiry: (enquiry, signal) => request('POST', '/contact', { body: enquiry, signal }),
    subscribeToNewsletter: (signup, signal) => request('POST', '/newsletter', { body: signup, signal }),
    confirmNewsletter: (token, signal) => request('POST', '/newsletter/confirm', { body: { token }, signal }),
    unsubscribeFromNewsletter: (token, signal) => request('POST', '/newsletter/unsubscribe', { body: { token }, signal }),
    updateSubscription: (subscription, signal) => request('PUT', '/subscribtion', { body: subscription, signal, signedIn: true }),
    customer: (signal) => request('GET', '/customer', { signal, read: customerSummaryOf, signedIn: true }),
    cancelSubscription: (signal) => request('DELETE', '/subscribtion', { signal, read: cancellationOf, signedIn: true }),
    subscriptionHistory: (signal) => request('GET', '/subscribtion/history', { signal, read: historyOf, signedIn: true }),
    invoice: (number, signal) =>
      request('GET', `/subscribtion/invoices/${encodeURIComponent(number)}`, { signal, read: invoiceOf, signedIn: true }),
    subscriptionQuote: (packageId, signal) =>
      request('GET', '/subscribtion/quote', { query: { subscribtion: packageId }, signal, read: quoteOf, signedIn: true }),
    resumeSubscription: (signal) => request('POST', '/subscribtion/resume', { signal, read: cancellationOf, signedIn: true }),
  };
}

const clients = new Map<string, { sessionJwt: BackendClientOptions['sessionJwt']; client: BackendClient }>();

/**
 * The client for this page's backend (from the runtime config), made once per backend and way of
 * proving identity: the account pages pass their `sessionJwt`, every other page none.
 */
export function backendClient(options: BackendClientOptions = {}): BackendClient {
  const { backendUrl } = getRuntimeConfig();
  const key = `${options.sessionJwt ? 'jwt' : 'cookie'} ${backendUrl}`;
  const made = clients.get(key);
  if (made && made.sessionJwt === options.sessionJwt) return made.client;
  const client = createBackendClient(backendUrl, options);
  clients.set(key, { sessionJwt: options.sessionJwt, client });
  return client;
}
