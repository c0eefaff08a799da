import type { RemoteName } from './remote-modules';

/**
 * The release registry's contract, shared by the backend (which keeps it), the web servers
 * (which read the live map) and the `npm run release` command (which changes it through the
 * API). A release is immutable: its id names one folder in the release store and is never
 * reused; what changes is which release each remote's channel points at.
 */

/** `2026-12-06-1a2b3c4`, with `-2`, `-3`… when that commit was published again the same day. */
export const RELEASE_ID_PATTERN = /^\d{4}-\d{2}-\d{2}-[0-9a-f]{7,12}(-[1-9]\d{0,2})?$/;

/** The label that lets a staff member release one remote (granted like `staff`). */
export function releaseRoleOf(remote: RemoteName): string {
  return `release:${remote}`;
}

/** Where a release's files are in the store, relative to `RELEASES_URL` / `RELEASES_DIR`. */
export function releaseFolderOf(remote: RemoteName, id: string): string {
  return `${remote}/${id}/`;
}

/** What publishing records about a release (sent by the command, kept by the registry). */
export interface ReleaseManifest {
  remote: RemoteName;
  id: string;
  /** The git commit it was built from (40 hex). */
  commit: string;
  /** The modules its mf-manifest.json exposes, e.g. "./Home". */
  exposes: string[];
  /** The shared packages it was built against: name → version it provides. */
  shared: Record<string, string>;
}

/** A release as the registry lists it. */
export interface ReleaseRecord extends ReleaseManifest {
  publishedAt: string;
  /** The publisher's user id and address when published. */
  publishedBy: { id: string; email: string };
  reason: string;
  /** When its files were pruned from the store: it can no longer be promoted, a canary, rolled back to or previewed. */
  prunedAt?: string;
}

export type ReleaseAction = 'publish' | 'promote' | 'rollback' | 'canary' | 'abort' | 'prune';

/** One change of the registry, newest first in the history. */
export interface ReleaseEvent {
  remote: RemoteName;
  action: ReleaseAction;
  releaseId: string;
  /** The canary's share, 1–99, for `canary`; null otherwise. */
  percent: number | null;
  reason: string;
  actor: { id: string; email: string };
  at: string;
}

/** Which release each remote serves: the live one and, while one runs, a canary. */
export interface RemoteChannel {
  live: string | null;
  canary: { id: string; percent: number } | null;
}

/**
 * The live release map every web server follows (`GET /releases/live` with the deploy token;
 * `ETag` is its `version`, so a poll that changed nothing is a 304). A remote whose `live` is
 * null has never been promoted: the web server keeps its runtime config's entry for it.
 */
export interface LiveReleaseMap {
  version: number;
  remotes: Record<RemoteName, RemoteChannel>;
}

/** The API's paths for releases. */
export const releasePaths = {
  /** GET, `Authorization: Bearer <DEPLOY_TOKEN>`: the LiveReleaseMap. */
  live: '/releases/live',
  /** GET (list: `?remote=`), POST (publish a ReleaseManifest + reason): staff with the remote's role. */
  releases: '/staff/releases',
  /** POST { reason } (+ { id } for promote, { id, percent } and optionally { steps, stepSeconds } for canary): one channel change. */
  channel: (remote: RemoteName, action: Exclude<ReleaseAction, 'publish' | 'prune'>) => `/staff/releases/${remote}/${action}`,
  /** POST, no body: a signed link that opens the site with release `id` of `remote` in one browser (ReleasePreviewLink). */
  preview: (remote: RemoteName, id: string) => `/staff/releases/${remote}/${encodeURIComponent(id)}/preview`,
  /** POST { keep, reason }: the registry decides which releases' files may go and records them pruned (ReleasePruning). */
  prune: (remote: RemoteName) => `/staff/releases/${remote}/prune`,
} as const;

/**
 * What `POST releasePaths.preview` answers: the link (the web server's `/preview-release?token=`,
 * signed with a key derived from the deploy token) and when it stops working (ISO).
 */
export interface ReleasePreviewLink {
  url: string;
  expiresAt: string;
}

/**
 * What `POST releasePaths.prune` answers: the releases it recorded pruned, whose store folders
 * the caller now deletes. Never the live release, the canary, the newest `keep`, nor one served
 * (live or canary) within the backend's RELEASE_KEEP_DAYS, so a tab opened on it keeps working.
 */
export interface ReleasePruning {
  remote: RemoteName;
  pruned: string[];
}

/** The longest `reason` a release change carries (every change needs one, not blank). */
export const RELEASE_REASON_MAX_LENGTH = 500;

/** A canary that steps up on its own: the shares still to come (100 makes it live) and how long each runs, healthy. */
export interface CanarySteps {
  percents: number[];
  stepSeconds: number;
}

/** `abort`: worse than the live release beyond a threshold; `healthy`: seen enough and within them all; `wait`: not seen enough yet. */
export type CanaryDecision = 'abort' | 'healthy' | 'wait';

/** One look of the canary analysis: when, what it decided, and the figures that decided it, in words. */
export interface CanaryLook {
  at: string;
  decision: CanaryDecision;
  findings: string[];
}

/** The canary analysis while a canary runs (the backend's `releases/canary-analysis/`). */
export interface CanaryAnalysisState {
  /** When the canary's current share began: its figures and the live release's are compared from then. */
  since: string;
  /** Null when a person steps it. */
  steps: CanarySteps | null;
  /** Null before its first look. */
  last: CanaryLook | null;
}

/**
 * A release's figures over one span between two samples (`from`, `to`): its visitors' page
 * views, failed page views per page view, server-render fallbacks per render, and p75 LCP and
 * INP (seconds) and CLS. A figure is null when the span had nothing to measure it by (no page
 * view, no render, no vital reported): not zero, which would be a finding.
 */
export interface ReleaseFiguresPoint {
  from: string;
  to: string;
  pageViews: number;
  failuresPerPageView: number | null;
  fallbacksPerRender: number | null;
  lcpP75Seconds: number | null;
  inpP75Seconds: number | null;
  clsP75: number | null;
}

/** One release's figures over time, oldest span first. */
export interface ReleaseFiguresSeries {
  release: string;
  points: ReleaseFiguresPoint[];
}

/** One remote in `GET /staff/releases`: its channel, the running canary's analysis, its releases, its history (newest first) and each release's figures over time. */
export interface RemoteReleases {
  remote: RemoteName;
  channel: RemoteChannel;
  analysis: CanaryAnalysisState | null;
  releases: ReleaseRecord[];
  events: ReleaseEvent[];
  /** The releases the backend has samples of (within its retention), newest published first. */
  figures: ReleaseFiguresSeries[];
}

/**
 * `GET /staff/releases`: every remote the caller holds a release role for, or the one
 * `?remote=` names (403 without its role); `version` is the live map's.
 */
export interface ReleaseListing {
  version: number;
  remotes: RemoteReleases[];
  /** How often the backend samples the release figures; null when it does not (no source of figures configured). */
  figuresEverySeconds: number | null;
  /**
   * How often the backend looks at the running canaries (the canary analysis); null when it does
   * not (`CANARY_CHECK_SECONDS=0` or no source of figures): a canary then moves and stops only by
   * hand. Absent from a backend released before it (read as not known).
   */
  analysisEverySeconds?: number | null;
}

/** What a channel change (`promote`, `rollback`, `canary`, `abort`) answers: the channel after it. */
export interface ReleaseChannelChange {
  remote: RemoteName;
  version: number;
  channel: RemoteChannel;
}
