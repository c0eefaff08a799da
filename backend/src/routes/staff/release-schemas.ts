import { integer, objectOf, text, textOrNull, texts } from '../../http/json-schema';
import { RELEASE_REMOTES } from '../../releases/release-rules';

/**
 * The release registry's schemas: what `/staff/releases*` and `/releases/live` take and reply
 * (the contract's types in `@rcm/shared` contracts/releases.ts). The rules beyond the types
 * (id pattern, commit, non-blank reason) are `releases/release-rules.ts`, with their messages.
 */

// Its length and blankness are checked by `checkedReason`, which says what it must be.
const reason = text;
const packageVersions = { type: 'object', additionalProperties: text } as const;
const actor = objectOf({ id: text, email: text });

export const releaseListQuery = { type: 'object', additionalProperties: false, properties: { remote: text } } as const;

export const remoteParams = { type: 'object', required: ['remote'], properties: { remote: text } } as const;

export const previewParams = { type: 'object', required: ['remote', 'id'], properties: { remote: text, id: text } } as const;

/** A publish: the release's manifest (`ReleaseManifest`) and why. */
export const publishBody = {
  type: 'object',
  additionalProperties: false,
  required: ['remote', 'id', 'commit', 'exposes', 'shared', 'reason'],
  properties: { remote: text, id: text, commit: text, exposes: { ...texts, maxItems: 1000 }, shared: packageVersions, reason },
} as const;

export const reasonBody = { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason } } as const;

export const promoteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'reason'],
  properties: { id: text, reason },
} as const;

export const canaryBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'percent', 'reason'],
  properties: {
    id: text,
    percent: { type: 'integer', minimum: 1, maximum: 99 },
    reason,
    // The shares the canary analysis moves it on to while it stays healthy (100: live), each after `stepSeconds`.
    steps: { type: 'array', minItems: 1, maxItems: 10, items: { type: 'integer', minimum: 2, maximum: 100 } },
    stepSeconds: { type: 'integer', minimum: 10, maximum: 7 * 24 * 3600 },
  },
} as const;

export const releaseRecordReply = objectOf({
  remote: text,
  id: text,
  commit: text,
  exposes: texts,
  shared: packageVersions,
  publishedAt: text,
  publishedBy: actor,
  reason: text,
});

/** A release as the list shows it: with `prunedAt` once its files were pruned. */
const listedRelease = { ...releaseRecordReply, properties: { ...releaseRecordReply.properties, prunedAt: text } } as const;

/** A prune: keep the newest `keep` published releases, and why. */
export const pruneBody = {
  type: 'object',
  additionalProperties: false,
  required: ['keep', 'reason'],
  properties: { keep: { type: 'integer', minimum: 0, maximum: 1000 }, reason },
} as const;

export const pruningReply = objectOf({ remote: text, pruned: texts });

const channelReply = objectOf({
  live: textOrNull,
  canary: { anyOf: [objectOf({ id: text, percent: integer }), { type: 'null' }] },
});

const eventReply = objectOf({
  remote: text,
  action: text,
  releaseId: text,
  percent: { type: ['integer', 'null'] },
  reason: text,
  actor,
  at: text,
});

/** A figure a span may have nothing to measure by (`ReleaseFiguresPoint`). */
const figureOrNull = { type: ['number', 'null'] } as const;

const figuresSeriesReply = objectOf({
  release: text,
  points: {
    type: 'array',
    items: objectOf({
      from: text,
      to: text,
      pageViews: integer,
      failuresPerPageView: figureOrNull,
      fallbacksPerRender: figureOrNull,
      lcpP75Seconds: figureOrNull,
      inpP75Seconds: figureOrNull,
      clsP75: figureOrNull,
    }),
  },
});

export const releaseListingReply = objectOf({
  version: integer,
  figuresEverySeconds: { type: ['integer', 'null'] },
  analysisEverySeconds: { type: ['integer', 'null'] },
  remotes: {
    type: 'array',
    items: objectOf({
      remote: text,
      channel: channelReply,
      analysis: {
        anyOf: [
          objectOf({
            since: text,
            steps: { anyOf: [objectOf({ percents: { type: 'array', items: integer }, stepSeconds: integer }), { type: 'null' }] },
            last: { anyOf: [objectOf({ at: text, decision: text, findings: texts }), { type: 'null' }] },
          }),
          { type: 'null' },
        ],
      },
      releases: { type: 'array', items: listedRelease },
      events: { type: 'array', items: eventReply },
      figures: { type: 'array', items: figuresSeriesReply },
    }),
  },
});

export const previewLinkReply = objectOf({ url: text, expiresAt: text });

export const channelChangeReply = objectOf({ remote: text, version: integer, channel: channelReply });

export const liveMapReply = objectOf({
  version: integer,
  remotes: objectOf(
    Object.fromEntries(RELEASE_REMOTES.map((remote) => [remote, channelReply])) as Record<
      'marketing' | 'account' | 'staff',
      typeof channelReply
    >,
  ),
});
