import type { LiveReleaseMap, RemoteName } from '@rcm/shared';
import { verifyPreviewToken, type PreviewGrant } from '@rcm/shared/server';
import { randomInt } from 'node:crypto';

/** The visitor's canary bucket: a random whole number below BUCKETS, the same for every remote. */
export const BUCKET_COOKIE = 'rcm_bucket';
/** A preview link's token, kept while it verifies. */
export const PREVIEW_COOKIE = 'rcm_preview';
export const BUCKETS = 10_000;

/** What one request's cookies say about its visitor, as far as releases are concerned. */
export interface Visitor {
  /** The bucket the request is served with: its cookie's, or a new one while a canary runs. */
  bucket: number | undefined;
  /** The bucket is new (no cookie, or one that is not a bucket): the answer sets the cookie. */
  newBucket: boolean;
  /** The release a valid preview cookie grants. */
  preview: PreviewGrant | undefined;
  /** A preview cookie that no longer verifies (expired, tampered, another key): the answer clears it. */
  stalePreview: boolean;
  /** The answer depends on the visitor (a canary runs, or a preview): no shared cache may keep it. */
  personal: boolean;
}

/** The bucket a cookie holds, if it is one: 0–9999 written plainly (no sign, no leading zero). */
export function bucketOf(value: string | undefined): number | undefined {
  return value !== undefined && /^(0|[1-9]\d{0,3})$/.test(value) ? Number(value) : undefined;
}

/** Now, in the seconds preview grants expire in. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

const canaryRuns = (map: LiveReleaseMap | undefined) => !!map && Object.values(map.remotes).some((channel) => channel.canary !== null);

/**
 * The visitor of a request with these cookies, while `map` is live. A bucket is handed out only
 * while some remote has a canary (no canary, no cookie); a preview cookie counts only while its
 * token verifies with `previewKey` now.
 */
export function visitorOf(cookies: Partial<Record<string, string>>, map: LiveReleaseMap | undefined, previewKey: Buffer): Visitor {
  const token = cookies[PREVIEW_COOKIE];
  const preview = token ? verifyPreviewToken(token, previewKey, nowSeconds()) : undefined;
  const canary = canaryRuns(map);
  const held = bucketOf(cookies[BUCKET_COOKIE]);
  const newBucket = canary && held === undefined;
  return {
    bucket: newBucket ? randomInt(BUCKETS) : held,
    newBucket,
    preview,
    stalePreview: token !== undefined && !preview,
    personal: canary || preview !== undefined,
  };
}

/** Which release of each remote a visitor is served (null: the runtime config file's entry). */
export type ReleaseChoice = Record<RemoteName, string | null>;

/**
 * Per remote: the previewed release, else the canary when the visitor's bucket is below its
 * share (`percent` of BUCKETS: 50 % is buckets 0–4999), else the live release.
 */
export function chooseReleases(map: LiveReleaseMap | undefined, visitor: Pick<Visitor, 'bucket' | 'preview'>): ReleaseChoice {
  const choice: ReleaseChoice = { marketing: null, account: null, staff: null };
  for (const remote of Object.keys(choice) as RemoteName[]) {
    const channel = map?.remotes[remote];
    const { canary } = channel ?? { canary: null };
    const inCanary = canary !== null && visitor.bucket !== undefined && visitor.bucket < (canary.percent * BUCKETS) / 100;
    choice[remote] = visitor.preview?.remote === remote ? visitor.preview.release : inCanary ? canary.id : (channel?.live ?? null);
  }
  return choice;
}
