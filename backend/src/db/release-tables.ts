import type { Generated } from 'kysely';

/** The release registry's tables (part of `Database` in schema.ts; migrations 019 to 022). */

/** A published release: written once, never changed (updates refused). */
export interface ReleasesTable {
  remote: string;
  id: string;
  /** The git commit it was built from, 40 hex. */
  git_commit: string;
  /** JSON array: the modules it exposes (`./Home`). */
  exposes: string;
  /** JSON object: shared package → the version it provides. */
  shared: string;
  published_at: string;
  published_by_id: string;
  published_by_email: string;
  reason: string;
}

/** A remote's channel: which release is live, and which runs as a canary (with its share). */
export interface ReleaseChannelsTable {
  remote: string;
  live_id: string | null;
  canary_id: string | null;
  canary_percent: number | null;
  /** The canary analysis's state (migration 021: `releases/canary-analysis/`); all null without a canary. */
  canary_since: string | null;
  canary_steps: string | null;
  canary_step_seconds: number | null;
  canary_next_check_at: string | null;
  canary_analysis: string | null;
  canary_baseline: string | null;
}

/** The registry's history, appended to only. */
export interface ReleaseEventsTable {
  id: Generated<number>;
  remote: string;
  action: string;
  release_id: string;
  percent: number | null;
  reason: string;
  actor_id: string;
  actor_email: string;
  at: string;
}

/** A release whose store files were pruned: written once (migration 020). */
export interface ReleasePrunesTable {
  remote: string;
  id: string;
  pruned_at: string;
  pruned_by_id: string;
  pruned_by_email: string;
}

/** One row: the live map's version, bumped with every channel change. */
export interface ReleaseMapTable {
  id: number;
  version: number;
}

/** A sampling slot of the release figures, taken by the instance whose insert landed (migration 022). */
export interface ReleaseFigureSlotsTable {
  at: string;
}

/** One registry release's cumulative counts (`ReleaseCounts` as JSON) at a slot (migration 022). */
export interface ReleaseFigureSamplesTable {
  remote: string;
  release: string;
  at: string;
  counts: string;
}
