import {
  backendClient,
  STAFF_REQUEST_HEADER,
  type ApiResult,
  type AuditRecord,
  type EnquiryChange,
  type EnquiryDetail,
  type EnquiryFilters,
  type EnquiryList,
  type NewsletterSubscriberRow,
  releasePaths,
  type ReleaseChannelChange,
  type ReleaseListing,
  type ReleasePreviewLink,
  type RemoteName,
  type StaffMember,
  type StaffPage,
  type SubscriptionRow,
} from '@rcm/shared';

/** The console's header goes with every staff call: the API requires it (a link or another site cannot send it). */
const consoleHeader = { [STAFF_REQUEST_HEADER]: '1' };

/** A staff API reply's JSON as the console expects it: an object with fields (anything else is not our API). */
const object = <T>(body: Record<string, unknown>): T | undefined => (Object.keys(body).length > 0 ? (body as T) : undefined);

/** `GET /staff/<path>` with the cookie and the console's header. */
const read = <T>(path: string, query?: Readonly<Record<string, string | undefined>>): Promise<ApiResult<T>> =>
  backendClient().request('GET', `/staff/${path}`, { query, headers: consoleHeader, read: object<T> });

/** `/staff/<path>` as a file the browser reads as it arrives (the CSV exports). */
export const staffDownload = (path: string, query?: Readonly<Record<string, string | undefined>>): Promise<ApiResult<Response>> =>
  backendClient().download(`/staff/${path}`, { query, headers: consoleHeader });

type PageQuery = { cursor?: string };

export type ReleaseChannelAction = Parameters<typeof releasePaths.channel>[1];
/** What a channel change sends: always a reason; the release for promote and canary; the share for canary. */
export interface ReleaseChangeBody {
  reason: string;
  id?: string;
  percent?: number;
}

export const staffApi = {
  enquiries: (filters: EnquiryFilters, page: PageQuery) => read<EnquiryList>('enquiries', { ...filters, ...page }),
  enquiry: (id: string) => read<EnquiryDetail>(`enquiries/${encodeURIComponent(id)}`),
  updateEnquiry: (id: string, change: EnquiryChange) =>
    backendClient().request('PATCH', `/staff/enquiries/${encodeURIComponent(id)}`, {
      body: change,
      headers: consoleHeader,
      read: object<EnquiryDetail>,
    }),
  /** Adds a note to the enquiry's timeline; the enquiry as it now is. */
  addNote: (id: string, text: string) =>
    backendClient().request('POST', `/staff/enquiries/${encodeURIComponent(id)}/notes`, {
      body: { text },
      headers: consoleHeader,
      read: object<EnquiryDetail>,
    }),
  /** Mails a reply to the enquirer and adds it to the timeline; the enquiry as it now is (contacted, if it was new). */
  reply: (id: string, text: string) =>
    backendClient().request('POST', `/staff/enquiries/${encodeURIComponent(id)}/replies`, {
      body: { text },
      headers: consoleHeader,
      read: object<EnquiryDetail>,
    }),
  members: () => read<{ items: StaffMember[] }>('members'),
  subscribers: (page: PageQuery) => read<StaffPage<NewsletterSubscriberRow>>('subscribers', page),
  subscriptions: (filters: { q?: string }, page: PageQuery) => read<StaffPage<SubscriptionRow>>('subscriptions', { ...filters, ...page }),
  releases: () => read<ReleaseListing>('releases'),
  /** One change of a remote's channel (promote, rollback, canary, abort), with its reason; the channel after it. */
  changeRelease: (remote: RemoteName, action: ReleaseChannelAction, body: ReleaseChangeBody) =>
    backendClient().request('POST', releasePaths.channel(remote, action), {
      body,
      headers: consoleHeader,
      read: object<ReleaseChannelChange>,
    }),
  /** A signed link that opens the site with release `id` of `remote` in one browser, for an hour. */
  previewRelease: (remote: RemoteName, id: string) =>
    backendClient().request('POST', releasePaths.preview(remote, id), { headers: consoleHeader, read: object<ReleasePreviewLink> }),
  audit: (filters: Readonly<Record<string, string | undefined>>, page: PageQuery) =>
    read<StaffPage<AuditRecord>>('audit', { ...filters, ...page }),
};
