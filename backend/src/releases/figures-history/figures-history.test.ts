import type { RemoteName } from '@rcm/shared';
import { sampleManifest } from '../../testing/releases';
import { testOperator } from '../../testing/staff-member';
import { describeDatabase, rowCount, setUpTestServer } from '../../testing/test-server';
import { noCounts, type ReleaseCounts, type ReleaseFiguresSource } from '../figures';
import { listReleases, publishRelease } from '../release-store';
import { evenly, FIGURES_SPANS, pointsOf, sampleReleaseFigures, type FiguresSamplerDependencies } from '.';

const server = setUpTestServer();
const start = new Date('2026-12-07T10:00:00.000Z');
const minutes = (count: number) => new Date(start.getTime() + count * 60_000);
const inf = Number.POSITIVE_INFINITY;

/** What the servers have counted, per remote and release label, as the test's visitors add to it. */
function countingServers() {
  const counts = new Map<string, ReleaseCounts>();
  const unreadable = new Set<RemoteName>();
  const source: ReleaseFiguresSource = {
    async counts(remote) {
      if (unreadable.has(remote)) throw new Error(`${remote}'s web servers did not answer`);
      return [...counts.values()].filter((entry) => entry.remote === remote).map((entry) => ({ ...entry }));
    },
  };
  const visits = (remote: RemoteName, release: string, change: Partial<Omit<ReleaseCounts, 'remote' | 'release'>>) => {
    const entry = counts.get(`${remote}/${release}`) ?? noCounts(remote, release);
    counts.set(`${remote}/${release}`, {
      ...entry,
      ...change,
      pageViews: entry.pageViews + (change.pageViews ?? 0),
      failures: entry.failures + (change.failures ?? 0),
    });
  };
  return { source, visits, unreadable };
}

const sampler = (figures: ReleaseFiguresSource, keepMs = 3600_000): FiguresSamplerDependencies => ({
  db: server.app.db,
  figures,
  everyMs: 60_000,
  keepMs,
});

async function published(remote: RemoteName, at = start) {
  const manifest = sampleManifest(remote, start);
  await publishRelease(server.app.db, manifest, 'test', testOperator, at);
  return manifest.id;
}

test('evenly keeps the first and the last and spreads the rest; pointsOf gives each span its own figures', () => {
  expect(evenly([1, 2, 3], 5)).toEqual([1, 2, 3]);
  expect(evenly([0, 1, 2, 3, 4, 5, 6, 7, 8], 5)).toEqual([0, 2, 4, 6, 8]);
  const lcp = (counts: number[]) => [1, 2, inf].map((le, i) => ({ le, count: counts[i] ?? 0 }));
  const counts = (pageViews: number, failures: number, lcpCounts: number[]): ReleaseCounts => ({
    ...noCounts('marketing', 'r1'),
    pageViews,
    failures,
    lcp: lcp(lcpCounts),
  });
  const unmeasured = { failuresPerPageView: null, fallbacksPerRender: null, lcpP75Seconds: null, inpP75Seconds: null, clsP75: null };
  expect(
    pointsOf([
      { at: 'a', counts: counts(10, 1, [4, 4, 4]) },
      { at: 'b', counts: counts(30, 1, [4, 8, 8]) },
      { at: 'c', counts: counts(30, 1, [4, 8, 8]) },
    ]),
  ).toEqual([
    { ...unmeasured, from: 'a', to: 'b', pageViews: 20, failuresPerPageView: 0, lcpP75Seconds: 1.75 },
    // Nothing happened: no share to give, which is not a failure rate of 0.
    { ...unmeasured, from: 'b', to: 'c', pageViews: 0 },
  ]);
});

describe(`the release figures over time (${describeDatabase()})`, () => {
  test("each slot is sampled once whichever instance comes; only the registry's releases; a remote that cannot be read misses that slot only", async () => {
    const [older, newer] = [await published('account', minutes(-2)), await published('account', minutes(-1))];
    const servers = countingServers();
    servers.visits('account', older, { pageViews: 5 });
    servers.visits('account', 'file', { pageViews: 50 });
    servers.visits('account', 'other', { pageViews: 7 });
    servers.unreadable.add('staff');
    const first = await sampleReleaseFigures(sampler(servers.source), minutes(0));
    expect(first).toEqual({
      slot: '2026-12-07T10:00:00.000+00:00',
      action: 'sampled',
      samples: 1,
      unread: [{ remote: 'staff', error: "staff's web servers did not answer" }],
    });
    // A second instance, later in the same minute: the slot is taken.
    expect(await sampleReleaseFigures(sampler(servers.source), new Date(start.getTime() + 59_000))).toMatchObject({
      action: 'taken',
      samples: 0,
    });
    servers.visits('account', older, { pageViews: 20, failures: 2 });
    servers.visits('account', newer, { pageViews: 4 });
    expect(await sampleReleaseFigures(sampler(servers.source), minutes(1))).toMatchObject({ action: 'sampled', samples: 2 });
    servers.visits('account', newer, { pageViews: 6 });
    await sampleReleaseFigures(sampler(servers.source), minutes(2));

    const [listed] = await listReleases(server.app.db, ['account']);
    // Newest published first; the newer one's first sample is where its chart starts.
    expect(
      listed!.figures.map(({ release, points }) => [release, points.map((point) => [point.to.slice(11, 16), point.pageViews])]),
    ).toEqual([
      [newer, [['10:02', 6]]],
      [
        older,
        [
          ['10:01', 20],
          ['10:02', 0],
        ],
      ],
    ]);
    expect(listed!.figures[1]!.points[0]).toMatchObject({ from: '2026-12-07T10:00:00.000+00:00', failuresPerPageView: 0.1 });
  });

  test(`samples older than the retention go, slots with them; a chart shows ${FIGURES_SPANS} spans at most, spread over all the samples kept`, async () => {
    const release = await published('staff');
    const servers = countingServers();
    const keepMs = 40 * 60_000;
    for (let minute = 100; minute <= 160; minute++) {
      servers.visits('staff', release, { pageViews: minute });
      await sampleReleaseFigures(sampler(servers.source, keepMs), minutes(minute));
    }
    const kept = await server.app.db
      .selectFrom('release_figure_samples')
      .select('at')
      .where('remote', '=', 'staff')
      .orderBy('at')
      .execute();
    expect(kept.map((row) => row.at)).toEqual(
      Array.from({ length: 41 }, (_, i) =>
        minutes(120 + i)
          .toISOString()
          .replace('Z', '+00:00'),
      ),
    );
    expect(await rowCount(server, 'release_figure_slots')).toBe(41);
    const [listed] = await listReleases(server.app.db, ['staff']);
    const points = listed!.figures[0]!.points;
    expect(points).toHaveLength(FIGURES_SPANS);
    expect(points[0]!.from).toBe(kept[0]!.at);
    expect(points.at(-1)!.to).toBe(kept.at(-1)!.at);
    // The spans join up, so their page views add up to all of the kept samples' span: 121 + … + 160.
    expect(points.reduce((sum, point) => sum + point.pageViews, 0)).toBe(((121 + 160) * 40) / 2);
  });
});
