import { optionsFromEnv } from './from-env';

describe('the release figures sampler from the environment', () => {
  const prometheus = { PROMETHEUS_URL: 'http://prometheus:9090' };

  test('off without a source of figures, or with RELEASE_FIGURES_SAMPLE_SECONDS=0; on even when this instance leaves the analysis to another', () => {
    expect(optionsFromEnv({}).releaseFiguresSampler).toBeUndefined();
    expect(optionsFromEnv({ ...prometheus, RELEASE_FIGURES_SAMPLE_SECONDS: '0' }).releaseFiguresSampler).toBeUndefined();
    const withoutAnalysis = optionsFromEnv({ ...prometheus, CANARY_CHECK_SECONDS: '0' });
    expect(withoutAnalysis.canaryAnalysis).toBeUndefined();
    expect(withoutAnalysis.releaseFiguresSampler?.everyMs).toBe(60_000);
  });

  test('a sample a minute kept 48 hours by default; both settable; a bad value stops the start naming it', () => {
    expect(optionsFromEnv(prometheus).releaseFiguresSampler).toMatchObject({ everyMs: 60_000, keepMs: 48 * 3600_000 });
    const set = optionsFromEnv({
      CANARY_METRICS_URLS: 'http://web-1:3000',
      METRICS_TOKEN: 'm'.repeat(43),
      RELEASE_FIGURES_SAMPLE_SECONDS: '300',
      RELEASE_FIGURES_KEEP_HOURS: '6',
    }).releaseFiguresSampler;
    expect(set).toMatchObject({ everyMs: 300_000, keepMs: 6 * 3600_000 });
    expect(typeof set?.figures.counts).toBe('function');
    expect(() => optionsFromEnv({ ...prometheus, RELEASE_FIGURES_KEEP_HOURS: 'two days' })).toThrow(
      'RELEASE_FIGURES_KEEP_HOURS must be a positive whole number of hours',
    );
  });
});
