import type { ReleaseFiguresPoint, ReleaseFiguresSeries, RemoteName } from '@rcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { releaseFigures, storedCounts, type ReleaseCounts, type StoredCounts } from '../figures';

/** How many spans a release's chart shows: enough to see a trend, few enough to read at 390 px. */
export const FIGURES_SPANS = 24;

/** `count` of `items`, spread evenly from the first to the last (all of them when there are no more). */
export function evenly<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

/**
 * A release's figures between each sample and the next, oldest first. The samples are
 * cumulative, so the span between any two of them is exact however many were skipped.
 */
export function pointsOf(samples: ReadonlyArray<{ at: string; counts: ReleaseCounts }>): ReleaseFiguresPoint[] {
  return samples.slice(1).map((sample, i) => {
    const before = samples[i]!;
    const figures = releaseFigures(sample.counts, before.counts);
    return {
      from: before.at,
      to: sample.at,
      pageViews: figures.pageViews,
      failuresPerPageView: figures.failuresPerPageView ?? null,
      fallbacksPerRender: figures.fallbacksPerRender ?? null,
      lcpP75Seconds: figures.lcpP75Seconds ?? null,
      inpP75Seconds: figures.inpP75Seconds ?? null,
      clsP75: figures.clsP75 ?? null,
    };
  });
}

/**
 * Each release's figures over time, per remote: of its samples within the retention, up to
 * `FIGURES_SPANS + 1` spread evenly over them (their times read first, then only the counts of
 * those picked), and the spans between them. A release with a single sample has no span yet.
 */
export async function figuresOverTime(db: Kysely<Database>, remotes: readonly RemoteName[]): Promise<Map<string, ReleaseFiguresSeries[]>> {
  const byRemote = new Map<string, ReleaseFiguresSeries[]>();
  if (remotes.length === 0) return byRemote;
  const times = await db
    .selectFrom('release_figure_samples')
    .select(['remote', 'release', 'at'])
    .where('remote', 'in', remotes)
    .orderBy('at')
    .execute();
  const picked = new Map<string, string[]>();
  for (const { remote, release, at } of times) {
    const key = `${remote}/${release}`;
    picked.set(key, [...(picked.get(key) ?? []), at]);
  }
  for (const [key, ats] of picked) picked.set(key, evenly(ats, FIGURES_SPANS + 1));
  const wanted = new Set([...picked.values()].flat());
  if (wanted.size === 0) return byRemote;
  const rows = await db
    .selectFrom('release_figure_samples')
    .selectAll()
    .where('remote', 'in', remotes)
    .where('at', 'in', [...wanted])
    .orderBy('at')
    .execute();
  for (const [key, ats] of picked) {
    const [remote = '', release = ''] = key.split('/');
    const chosen = new Set(ats);
    const samples = rows
      .filter((row) => row.remote === remote && row.release === release && chosen.has(row.at))
      .map((row) => ({ at: row.at, counts: storedCounts(JSON.parse(row.counts) as StoredCounts) }));
    const points = pointsOf(samples);
    if (points.length > 0) byRemote.set(remote, [...(byRemote.get(remote) ?? []), { release, points }]);
  }
  return byRemote;
}
