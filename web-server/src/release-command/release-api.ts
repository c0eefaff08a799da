import {
  createBackendClient,
  DEFAULT_APPWRITE_PROJECT_ID,
  localPorts,
  localUrl,
  releasePaths,
  STAFF_REQUEST_HEADER,
  STAFF_STEP_UP_ERROR_TYPE,
  withoutTrailingSlash,
  type ApiFailure,
  type ApiResult,
  type BackendClient,
  type ReleaseAction,
  type ReleaseChannelChange,
  type ReleaseManifest,
  type ReleaseListing,
  type ReleasePreviewLink,
  type ReleasePruning,
  type RemoteName,
} from '@rcm/shared';
import { CommandError, type CommandContext } from './context';

/** --api, else RELEASES_API_URL, else the backend `npm start` runs (BACKEND_URL, BACKEND_PORT, scripts/lib/site-config.mjs). */
export function apiUrlOf(context: Pick<CommandContext, 'env'>, option: string | undefined): string {
  const { env } = context;
  const port = Number(env.BACKEND_PORT) || localPorts.backend;
  return withoutTrailingSlash(option || env.RELEASES_API_URL || env.BACKEND_URL || localUrl(port));
}

/**
 * The server's own words for a refusal, or what happened when it gave none; a saved session the
 * server no longer takes (`signedIn`) also says how to get a new one.
 */
export function refusal(api: string, failure: ApiFailure, signedIn = false): CommandError {
  if (failure.unreachable) return new CommandError(`No answer from the API at ${api}.`);
  if (signedIn && failure.status === 401) {
    return new CommandError(`${failure.message || 'Not signed in.'} Run \`npm run release -- login\` to sign in again.`);
  }
  return new CommandError(failure.message || `The API refused (HTTP ${failure.status}).`);
}

/**
 * The site's API client as a command-line user holds it: the session travels in
 * `X-Appwrite-Session` (no cookie, no Origin: the API's check for writes made by a browser
 * on another site does not apply to a client that sends neither).
 */
export function apiClient(api: string, session?: string): { client: BackendClient; headers: Record<string, string> } {
  const headers: Record<string, string> = { 'x-appwrite-project': DEFAULT_APPWRITE_PROJECT_ID };
  if (session) headers['x-appwrite-session'] = session;
  return { client: createBackendClient(api), headers };
}

export type ChannelAction = Exclude<ReleaseAction, 'publish' | 'prune'>;

/** What a channel change sends: why, and for promote the release, for canary its share and its steps. */
export interface ChannelChangeBody {
  reason: string;
  id?: string;
  percent?: number;
  steps?: number[];
  stepSeconds?: number;
}

/**
 * What publishing needs of a registry: its releases and a publish. Either the API or the
 * operator's own registry (`@rcm/backend/releases`), which reads the database and so cannot say
 * whether a backend samples the release figures (`figuresEverySeconds`).
 */
export interface PublishingRegistry {
  list: (remote?: RemoteName) => Promise<Omit<ReleaseListing, 'figuresEverySeconds'>>;
  publish: (manifest: ReleaseManifest, reason: string) => Promise<void>;
}

export interface ReleaseApi extends PublishingRegistry {
  /** The API's listing says whether the backend that answered samples the figures. */
  list: (remote?: RemoteName) => Promise<ReleaseListing>;
  /** One channel change; the channel after it. */
  change: (remote: RemoteName, action: ChannelAction, body: ChannelChangeBody) => Promise<ReleaseChannelChange>;
  /** A signed link that opens the site with release `id` of `remote` in one browser, and when it expires. */
  preview: (remote: RemoteName, id: string) => Promise<ReleasePreviewLink>;
  /** Asks the registry to prune all but the newest `keep` (and what it never prunes); the ids it recorded pruned. */
  prune: (remote: RemoteName, body: { keep: number; reason: string }) => Promise<ReleasePruning>;
}

function isChannelChange(body: Record<string, unknown>): ReleaseChannelChange | undefined {
  return typeof body.channel === 'object' && body.channel !== null ? (body as unknown as ReleaseChannelChange) : undefined;
}

function isReleaseList(body: Record<string, unknown>): ReleaseListing | undefined {
  return Array.isArray(body.remotes) ? (body as unknown as ReleaseListing) : undefined;
}

function isPreviewLink(body: Record<string, unknown>): ReleasePreviewLink | undefined {
  return typeof body.url === 'string' && typeof body.expiresAt === 'string' ? { url: body.url, expiresAt: body.expiresAt } : undefined;
}

function isPruning(body: Record<string, unknown>): ReleasePruning | undefined {
  return Array.isArray(body.pruned) ? (body as unknown as ReleasePruning) : undefined;
}

/**
 * The release registry's calls, as the signed-in staff member. A change the API refuses for
 * want of a recent second factor (403 user_mfa_step_up_required, the session's last code more
 * than 5 minutes old) runs `stepUp` (which answers a challenge with a new code) and is sent once more.
 */
export function releaseApi(api: string, session: string, stepUp: () => Promise<void>): ReleaseApi {
  const { client, headers } = apiClient(api, session);
  const staffHeaders = { ...headers, [STAFF_REQUEST_HEADER]: '1' };
  const settled = async <T>(call: () => Promise<ApiResult<T>>) => {
    let result = await call();
    if (!result.ok && result.status === 403 && result.type === STAFF_STEP_UP_ERROR_TYPE) {
      await stepUp();
      result = await call();
    }
    if (!result.ok) throw refusal(api, result, true);
    return result;
  };
  return {
    publish: async (manifest, reason) => {
      await settled(() => client.request('POST', releasePaths.releases, { headers: staffHeaders, body: { ...manifest, reason } }));
    },
    list: async (remote) =>
      (await settled(() => client.request('GET', releasePaths.releases, { headers: staffHeaders, query: { remote }, read: isReleaseList })))
        .value,
    change: async (remote, action, body) =>
      (
        await settled(() =>
          client.request('POST', releasePaths.channel(remote, action), { headers: staffHeaders, body, read: isChannelChange }),
        )
      ).value,
    preview: async (remote, id) =>
      (await settled(() => client.request('POST', releasePaths.preview(remote, id), { headers: staffHeaders, read: isPreviewLink }))).value,
    prune: async (remote, body) =>
      (await settled(() => client.request('POST', releasePaths.prune(remote), { headers: staffHeaders, body, read: isPruning }))).value,
  };
}
