import { releasePaths, type ReleaseListing } from '@rcm/shared';
import { DEFAULT_CANARY_THRESHOLDS } from '../../releases/canary-analysis/canary-thresholds';
import { noCounts, type ReleaseCounts } from '../../releases/figures';
import { sampleReleaseFigures } from '../../releases/figures-history';
import { publishRelease } from '../../releases/release-store';
import { releaseCall, sampleManifest, signedInReleaser } from '../../testing/releases';
import { testOperator } from '../../testing/staff-member';
import { describeDatabase, setUpTestServer } from '../../testing/test-server';

/** What the web servers have counted of marketing's releases: what the sampler reads. */
const counted = new Map<string, ReleaseCounts>();
const figures = { counts: async () => [...counted.values()] };
const sampled = setUpTestServer({
  releaseFiguresSampler: { everyMs: 60_000, keepMs: 3600_000, figures },
  canaryAnalysis: { everyMs: 30_000, figures, thresholds: () => DEFAULT_CANARY_THRESHOLDS },
});
const unsampled = setUpTestServer();

describe(`the release figures in GET /staff/releases (${describeDatabase()})`, () => {
  test('each release the backend sampled, its spans with their figures, and how often it samples', async () => {
    const manager = await signedInReleaser(sampled, ['marketing']);
    const manifest = sampleManifest('marketing');
    await publishRelease(sampled.app.db, manifest, 'test', testOperator, new Date());
    const now = Date.now();
    const inf = Number.POSITIVE_INFINITY;
    const visits = (pageViews: number, fallbacks: number, renders: number, lcp: number[]) =>
      counted.set(manifest.id, {
        ...noCounts('marketing', manifest.id),
        pageViews,
        fallbacks,
        renders,
        lcp: [1, 2, inf].map((le, i) => ({ le, count: lcp[i]! })),
      });
    visits(10, 0, 10, [8, 10, 10]);
    await sampleReleaseFigures({ db: sampled.app.db, figures, everyMs: 60_000, keepMs: 3600_000 }, new Date(now + 60_000));
    // The span's 8 LCPs: 2 under a second, 4 more under two, 2 beyond; rank 6 is the last under two.
    visits(50, 4, 26, [10, 16, 18]);
    await sampleReleaseFigures({ db: sampled.app.db, figures, everyMs: 60_000, keepMs: 3600_000 }, new Date(now + 120_000));

    const reply = await releaseCall(sampled, manager.cookie, 'GET', `${releasePaths.releases}?remote=marketing`);
    expect(reply.status).toBe(200);
    const listing = reply.json as unknown as ReleaseListing;
    expect(listing.figuresEverySeconds).toBe(60);
    expect(listing.analysisEverySeconds).toBe(30);
    expect(listing.remotes[0]!.figures).toEqual([
      {
        release: manifest.id,
        points: [
          {
            from: expect.any(String),
            to: expect.any(String),
            pageViews: 40,
            failuresPerPageView: 0,
            fallbacksPerRender: 4 / 16,
            lcpP75Seconds: 2,
            // No vital reported: null in the reply, not left out.
            inpP75Seconds: null,
            clsP75: null,
          },
        ],
      },
    ]);
  });

  test('a backend that does not sample or analyse says so: null, and no figures', async () => {
    const manager = await signedInReleaser(unsampled, ['marketing']);
    const listing = (await releaseCall(unsampled, manager.cookie, 'GET', releasePaths.releases)).json as unknown as ReleaseListing;
    expect(listing.figuresEverySeconds).toBeNull();
    expect(listing.analysisEverySeconds).toBeNull();
    expect(listing.remotes[0]!.figures).toEqual([]);
  });
});
