import {
  getRuntimeConfig,
  STAFF_REQUEST_HEADER,
  type AuditRecord,
  type EnquiryChange,
  type EnquiryDetail,
  type EnquiryFilters,
  type EnquiryList,
  type NewsletterSubscriberRow,
  type StaffMember,
  type StaffPage,
  type SubscriptionRow,
} from '@rcm/shared';

/**
 * A staff call's outcome: the value, or why not (401 guest, or `user_more_factors_required`
 * for staff without two-step verification or a session that owes its code; 403 not staff;
 * 0 unreachable), with the API's error type ('' without one).
 */
export type StaffResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string; type?: string };

const UNREACHABLE_MESSAGE = 'We could not reach our server. Please check your connection and try again.';

/** `/staff/<path>` on the backend the runtime config names, with the session cookie. */
export function staffUrl(path: string, query: Readonly<Record<string, string | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return `${getRuntimeConfig().backendUrl}/staff/${path}${search ? `?${search}` : ''}`;
}

/**
 * A request to the staff API as the console makes it: with the session cookie and the
 * console's header, which the API requires (a link or another site cannot send it).
 */
export function staffFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, credentials: 'include', headers: { ...init.headers, [STAFF_REQUEST_HEADER]: '1' } });
}

async function call<T>(url: string, init: RequestInit = {}): Promise<StaffResult<T>> {
  let response: Response;
  try {
    response = await staffFetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch {
    return { ok: false, status: 0, message: UNREACHABLE_MESSAGE, type: '' };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok || typeof body !== 'object' || body === null) {
    const reply = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; type?: unknown };
    const message = typeof reply.message === 'string' ? reply.message : UNREACHABLE_MESSAGE;
    return { ok: false, status: response.ok ? 0 : response.status, message, type: typeof reply.type === 'string' ? reply.type : '' };
  }
  return { ok: true, value: body as T };
}

type PageQuery = { cursor?: string };

export const staffApi = {
  enquiries: (filters: EnquiryFilters, page: PageQuery) => call<EnquiryList>(staffUrl('enquiries', { ...filters, ...page })),
  enquiry: (id: string) => call<EnquiryDetail>(staffUrl(`enquiries/${encodeURIComponent(id)}`)),
  updateEnquiry: (id: string, change: EnquiryChange) =>
    call<EnquiryDetail>(staffUrl(`enquiries/${encodeURIComponent(id)}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(change),
    }),
  members: () => call<{ items: StaffMember[] }>(staffUrl('members')),
  subscribers: (page: PageQuery) => call<StaffPage<NewsletterSubscriberRow>>(staffUrl('subscribers', page)),
  subscriptions: (page: PageQuery) => call<StaffPage<SubscriptionRow>>(staffUrl('subscriptions', page)),
  audit: (page: PageQuery) => call<StaffPage<AuditRecord>>(staffUrl('audit', page)),
};
