import type { ReleaseFiguresPoint, ReleaseListing, ReleaseRecord } from '@rcm/shared';

const by = { id: 'u-rita', email: 'rita@clarity.example' };

const release = (
  id: string,
  commit: string,
  reason: string,
  shared: Record<string, string>,
  exposes = ['./Home', './About'],
): ReleaseRecord => ({
  remote: 'marketing',
  id,
  commit: commit.padEnd(40, '0'),
  exposes,
  shared,
  publishedAt: '2026-12-06T09:00:00.000+00:00',
  publishedBy: by,
  reason,
});

/** A span of a minute from 10:0`minute`, with these figures (the rest unmeasured). */
export const figuresPoint = (minute: number, figures: Partial<ReleaseFiguresPoint>): ReleaseFiguresPoint => ({
  from: `2026-12-06T10:0${minute}:00.000+00:00`,
  to: `2026-12-06T10:0${minute + 1}:00.000+00:00`,
  pageViews: 0,
  failuresPerPageView: null,
  fallbacksPerRender: null,
  lcpP75Seconds: null,
  inpP75Seconds: null,
  clsP75: null,
  ...figures,
});

/** Marketing with three releases: the oldest live, the newest on a 20% canary, the middle one only published. */
export const marketingListing: ReleaseListing = {
  version: 7,
  figuresEverySeconds: 60,
  analysisEverySeconds: 30,
  remotes: [
    {
      remote: 'marketing',
      channel: { live: '2026-12-04-aaaaaaa', canary: { id: '2026-12-06-ccccccc', percent: 20 } },
      analysis: {
        since: '2026-12-06T10:00:00.000+00:00',
        steps: { percents: [50, 100], stepSeconds: 600 },
        last: {
          at: '2026-12-06T10:05:00.000+00:00',
          decision: 'wait',
          findings: ['page views so far: 12 on the canary, 48 on the live release (each needs 50)'],
        },
      },
      releases: [
        release('2026-12-06-ccccccc', 'ccccccc', 'New pricing table', { react: '19.3.1' }, ['./Home', './About', './Pricing']),
        release('2026-12-05-bbbbbbb', 'bbbbbbb', 'Copy fixes', { react: '19.3.1' }),
        release('2026-12-04-aaaaaaa', 'aaaaaaa', 'First through the registry', { react: '19.2.0' }),
      ],
      events: [
        {
          remote: 'marketing',
          action: 'canary',
          releaseId: '2026-12-06-ccccccc',
          percent: 20,
          reason: 'Try the pricing table on a few',
          actor: by,
          at: '2026-12-06T10:00:00.000+00:00',
        },
      ],
      // The canary's failures climb over its three spans; the live release had one span without page views.
      figures: [
        {
          release: '2026-12-06-ccccccc',
          points: [
            figuresPoint(1, { pageViews: 12, failuresPerPageView: 0, lcpP75Seconds: 1.2, clsP75: 0.05 }),
            figuresPoint(2, { pageViews: 20, failuresPerPageView: 0.05, lcpP75Seconds: 1.4 }),
            figuresPoint(3, { pageViews: 16, failuresPerPageView: 0.25, lcpP75Seconds: 1.3, clsP75: 0.12 }),
          ],
        },
        {
          release: '2026-12-04-aaaaaaa',
          points: [
            figuresPoint(1, { pageViews: 48, failuresPerPageView: 0.02 }),
            figuresPoint(2, {}),
            figuresPoint(3, { pageViews: 40, failuresPerPageView: 0 }),
          ],
        },
      ],
    },
  ],
};
