// @ts-check
/**
 * The repository's Prometheus configuration, checked by promtool and run for real: Prometheus
 * scrapes two backend and two shell web server instances, each a process of its own as
 * production runs them, while marketing runs a 50 % canary; the canary analysis' figures read
 * through Prometheus' HTTP API must be the ones the servers' own /metrics give, and the backends'
 * analysis, reading them from Prometheus alone, stops the canary once visitors report it failing.
 * Without Prometheus the suite is skipped, saying why; in CI (CI=true) that is a failure.
 */
const { execFileSync, fork, spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { checkWithPromtool, prometheusUnavailable, startPrometheus, writePrometheusFolder } = require('./prometheus.cjs');

const repoRoot = path.resolve(__dirname, '../..');
const unavailable = prometheusUnavailable();
if (unavailable && process.env.CI === 'true') throw new Error(`CI runs the Prometheus tests: ${unavailable}`);
// Said aloud: jest lists no test names of a file whose tests are all skipped.
if (unavailable) console.warn(`The Prometheus tests are skipped: ${unavailable}`);
const TOKEN = randomBytes(32).toString('base64url');
const DEPLOY_TOKEN = randomBytes(32).toString('base64url');
// The release store's address answers nothing: every page view of a release counts a manifest fetch failure for it.
const STORE = 'http://127.0.0.1:12/releases/';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rcm-prometheus-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** @returns {Promise<number>} a port nothing listens on now */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Resolves with `check()`'s value once it is not undefined; throws after `timeoutMs`. @template T @param {() => Promise<T | undefined>} check */
async function eventually(check, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const skipped = unavailable ? ` (skipped: ${unavailable})` : '';

(unavailable ? test.skip : test)(`promtool check config, check rules and the rules' tests pass on ops/prometheus${skipped}`, () => {
  const folder = path.join(dir, 'checked');
  writePrometheusFolder(folder, { backends: ['api-1.internal:4000'], webServers: ['web-1.internal:3000'], token: TOKEN });
  const [config, rules, tests] = checkWithPromtool(folder);
  expect(config).toContain('SUCCESS');
  expect(rules).toMatch(/SUCCESS: \d+ rules found[\s\S]*SUCCESS: \d+ rules found/);
  expect(tests).toContain('SUCCESS');
});

(unavailable ? describe.skip : describe)(`Prometheus scraping two backends and two web servers${skipped}`, () => {
  /** @type {Array<() => Promise<unknown>>} */
  const stops = [];
  /** @type {string[]} */
  const webUrls = [];
  /** @type {string[]} */
  const backendUrls = [];
  let prometheusUrl = '';
  /** Chosen first: the backends' canary analysis reads from it (PROMETHEUS_URL) before it runs. */
  let prometheusPort = 0;
  const release = (/** @type {string} */ name) => `2026-12-07-${name}`;
  const [live, candidate] = [release('aaaaaaa'), release('bbbbbbb')];
  /** @type {typeof import('@rcm/backend/release-figures')} */
  let figures;

  /** Stops `child`, a server process, after the tests (with the others). @param {import('node:child_process').ChildProcess} child */
  const stopping = (child) => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    stops.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    });
  };

  beforeAll(async () => {
    // The servers and the figures run as built: build them as they are now.
    execFileSync('npx', ['tsc', '-b', 'shared', 'backend', 'web-server'], { cwd: repoRoot, stdio: 'inherit' });
    figures = require('@rcm/backend/release-figures');
    const dataDir = path.join(dir, 'data');
    const { openOperatorRegistry } = /** @type {typeof import('@rcm/backend/releases')} */ (require('@rcm/backend/releases'));
    const registry = await openOperatorRegistry({ DATA_DIR: dataDir }, 'prometheus test');
    for (const id of [live, candidate]) {
      const commit = `${id.slice(-7)}${'0'.repeat(33)}`;
      const shared = { react: '19.3.1', 'react-dom/client': '19.3.1', '@rcm/shared': '1.0.0', '@rcm/shared/hooks': '1.0.0' };
      await registry.publish({ remote: 'marketing', id, commit, exposes: ['./Home', './About'], shared }, 'built');
    }
    await registry.promote('marketing', live, 'live');
    await registry.canary('marketing', candidate, 50, 'canary');
    await registry.close();

    prometheusPort = await freePort();
    for (let instance = 0; instance < 2; instance += 1) {
      const port = await freePort();
      // On the folder the registry was written in, whatever database this jest run was given.
      const inherited = Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && name !== 'REDIS_URL');
      const env = {
        ...Object.fromEntries(inherited),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DEPLOY_TOKEN,
        METRICS_TOKEN: TOKEN,
        // The canary analysis of both instances, from Prometheus only, every second: marketing's
        // canary is judged on its visitors' page views (10 a side), not on this test's renders.
        PROMETHEUS_URL: `http://127.0.0.1:${prometheusPort}`,
        CANARY_METRICS_URLS: '',
        CANARY_CHECK_SECONDS: '1',
        CANARY_MIN_PAGE_VIEWS: '10',
        CANARY_MIN_SERVER_RENDERS: '1000000',
      };
      const child = spawn(process.execPath, [path.join(repoRoot, 'backend/dist/server.js')], {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      stopping(child);
      const url = `http://127.0.0.1:${port}`;
      await eventually(() =>
        fetch(`${url}/health`).then(
          (reply) => (reply.ok ? true : undefined),
          () => undefined,
        ),
      );
      backendUrls.push(url);
    }
    for (const apiUrl of backendUrls) {
      const child = fork(path.join(repoRoot, 'web-server/src/testing/shell-server-process.cjs'), {
        execArgv: ['--expose-gc'],
        env: { ...process.env, RELEASES_API_URL: apiUrl, DEPLOY_TOKEN, RELEASES_URL: STORE, METRICS_TOKEN: TOKEN },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      stopping(child);
      webUrls.push(
        await new Promise((resolve, reject) => {
          child.once('exit', (code) => reject(new Error(`the web server exited (${code}) before it listened`)));
          child.on('message', (/** @type {{ url?: string }} */ message) => message.url && resolve(message.url));
        }),
      );
    }

    const folder = path.join(dir, 'prometheus');
    const hostPort = (/** @type {string} */ url) => new URL(url).host;
    writePrometheusFolder(folder, { backends: backendUrls.map(hostPort), webServers: webUrls.map(hostPort), token: TOKEN, interval: '1s' });
    const prometheus = await startPrometheus(folder, prometheusPort);
    stops.push(prometheus.stop);
    prometheusUrl = prometheus.url;
  }, 180_000);
  afterAll(() => Promise.all(stops.map((stop) => stop())));

  test('every instance is a target of its job, and up', async () => {
    const up = await eventually(async () => {
      const samples = await figures.queryPrometheus(prometheusUrl, 'up', Date.now() / 1000);
      return samples.length === 4 && samples.every((sample) => sample.value === 1) ? samples : undefined;
    });
    const targets = up.map(({ labels }) => `${labels.job} ${labels.instance}`).sort();
    expect(targets).toEqual(
      [...backendUrls.map((url) => `rcm-backend ${new URL(url).host}`), ...webUrls.map((url) => `rcm-web ${new URL(url).host}`)].sort(),
    );
  });

  test("the canary's figures read from Prometheus are the ones the servers' own metrics give, per release", async () => {
    // Visitors of both buckets on both web servers: bucket 0 is in the 50 % canary, 9999 is not.
    // Each page names the release it was served, once the web server has read the live map.
    await eventually(async () => {
      const named = await Promise.all(
        webUrls.flatMap((url) =>
          ['0', '9999'].map(async (bucket) => {
            const page = await (await fetch(`${url}/about`, { headers: { cookie: `rcm_bucket=${bucket}` } })).text();
            return page.includes(`${STORE}marketing/${bucket === '0' ? candidate : live}/`);
          }),
        ),
      );
      return named.every(Boolean) || undefined;
    });
    const fromServers = figures.serverMetricsFigures(webUrls, TOKEN);
    const fromPrometheus = figures.prometheusFigures(prometheusUrl);
    const read = async (/** @type {import('@rcm/backend/release-figures').ReleaseFiguresSource} */ source) =>
      (await source.counts('marketing')).map((counts) => figures.releaseFigures(counts)).sort((a, b) => a.release.localeCompare(b.release));
    // Prometheus is a scrape and a rule evaluation behind the servers: the same figures, once it has caught up.
    const [servers, prometheus] = await eventually(async () => {
      const both = await Promise.all([read(fromServers), read(fromPrometheus)]);
      return JSON.stringify(both[0]) === JSON.stringify(both[1]) && both[0].length === 2 ? both : undefined;
    });
    expect(prometheus).toEqual(servers);
    expect(prometheus.map((figure) => figure.release)).toEqual([live, candidate]);
    for (const figure of prometheus) {
      // Both releases' manifests failed on both web servers; no browser reported anything.
      expect(figure.fetchFailures).toBeGreaterThanOrEqual(2);
      expect(figure).toMatchObject({ remote: 'marketing', pageViews: 0, failuresPerPageView: undefined, lcpP75Seconds: undefined });
    }
  });

  test("the analysis' p75 over histogram buckets is Prometheus' histogram_quantile of them", async () => {
    // A histogram both sides have: the web servers' page replies (the test's only page requests).
    const { parseMetricsText, prometheusNumber } = /** @type {typeof import('@rcm/shared/server')} */ (require('@rcm/shared/server'));
    const bucketsFromServers = async () => {
      /** @type {Map<number, number>} */
      const byBound = new Map();
      for (const url of webUrls) {
        const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
        for (const { name, labels, value } of parseMetricsText(text))
          if (name === 'rcm_http_request_duration_seconds_bucket' && labels.route === '(page)') {
            const le = prometheusNumber(labels.le ?? '');
            byBound.set(le, (byBound.get(le) ?? 0) + value);
          }
      }
      return [...byBound].map(([le, count]) => ({ le, count })).sort((a, b) => a.le - b.le);
    };
    const query = 'histogram_quantile(0.75, sum by (le) (rcm_http_request_duration_seconds_bucket{job="rcm-web",route="(page)"}))';
    const [ours, theirs] = await eventually(async () => {
      const buckets = await bucketsFromServers();
      const [sample] = await figures.queryPrometheus(prometheusUrl, query, Date.now() / 1000);
      const total = buckets.at(-1)?.count ?? 0;
      const scraped = await figures.queryPrometheus(
        prometheusUrl,
        'sum(rcm_http_request_duration_seconds_count{job="rcm-web",route="(page)"})',
        Date.now() / 1000,
      );
      // Once Prometheus has scraped every page reply the servers counted.
      return total > 0 && sample && scraped[0]?.value === total ? [figures.histogramQuantile(0.75, buckets), sample.value] : undefined;
    });
    expect(ours).toBeGreaterThan(0);
    expect(ours).toBeCloseTo(theirs, 9);
  });

  test("the backends' analysis, reading Prometheus alone, stops the canary once its visitors report it failing", async () => {
    // What visitors' browsers send: a page view of /about on each release, each of the candidate's failing to render; half to each web server.
    const beacon = (/** @type {string} */ id, /** @type {boolean} */ failing) =>
      JSON.stringify({
        route: '/about',
        remote: 'marketing',
        release: `${STORE}marketing/${id}/mf-manifest.json`,
        events: [{ type: 'view' }, ...(failing ? [{ type: 'failure', kind: 'render' }] : [])],
      });
    for (let visitor = 0; visitor < 10; visitor += 1) {
      const site = webUrls[visitor % 2] ?? '';
      for (const [id, failing] of /** @type {const} */ ([
        [candidate, true],
        [live, false],
      ])) {
        const reply = await fetch(`${site}/rum`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', origin: site },
          body: beacon(id, failing),
        });
        expect(reply.status).toBe(204);
      }
    }
    // Within a scrape, a rule evaluation and a look (a second each), the canary is gone from the map every web server follows.
    const map = await eventually(async () => {
      const reply = await fetch(`${backendUrls[0]}/releases/live`, { headers: { authorization: `Bearer ${DEPLOY_TOKEN}` } });
      const body = /** @type {import('@rcm/shared').LiveReleaseMap} */ (await reply.json());
      return body.remotes.marketing?.canary === null ? body : undefined;
    });
    expect(map.remotes.marketing).toEqual({ live, canary: null });
    // The registry's history: stopped by the analysis, with the figures Prometheus gave (every page view since the step's first look).
    const { openOperatorRegistry } = /** @type {typeof import('@rcm/backend/releases')} */ (require('@rcm/backend/releases'));
    const registry = await openOperatorRegistry({ DATA_DIR: path.join(dir, 'data') }, 'prometheus test');
    const [{ events = [] } = {}] = (await registry.list('marketing')).remotes;
    await registry.close();
    expect(events[0]).toMatchObject({ action: 'abort', releaseId: candidate, actor: { id: 'canary-analysis' } });
    expect(events[0]?.reason).toContain("failed page views: 100.0 % of 10 against the live release's 0.0 % of 10");
  });
});
