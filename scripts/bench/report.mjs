// @ts-check
/** Turns raw bench runs into medians, ratios, budget verdicts, a text table and an SVG chart. */

/** @param {number[]} values */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
}

export const metricNames = /** @type {const} */ (['headingVisibleMs', 'lcpMs', 'totalBytes', 'jsBytes', 'requests', 'blockingMs', 'cls']);

/**
 * @typedef {Record<string, Record<string, Array<Record<(typeof metricNames)[number], number>>>>} RawRuns
 *   candidate → page → runs
 */

/** @param {RawRuns} runs */
export function medians(runs) {
  /** @type {Record<string, Record<string, Record<string, { median: number, min: number, max: number }>>>} */
  const out = {};
  for (const [candidate, pages] of Object.entries(runs)) {
    out[candidate] = {};
    for (const [page, pageRuns] of Object.entries(pages)) {
      out[candidate][page] = Object.fromEntries(metricNames.map((metric) => [metric, summarize(pageRuns.map((run) => run[metric]))]));
    }
  }
  return out;
}

/** @param {number} value @param {string} metric */
function format(value, metric) {
  if (metric.endsWith('Bytes')) return `${(value / 1024).toFixed(1)} KB`;
  if (metric === 'requests') return value.toFixed(0);
  if (metric === 'cls') return value.toFixed(3);
  return `${Math.round(value)} ms`;
}

/**
 * @param {ReturnType<typeof medians>} summary
 * @param {string[]} pages
 */
export function table(summary, pages) {
  /** @type {string[]} */
  const lines = [];
  const header = ['page', 'metric', ...Object.keys(summary), 'fed/mono', 'fed/floor'];
  lines.push(`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`);
  for (const page of pages) {
    for (const metric of metricNames) {
      const cell = (/** @type {string} */ candidate) => {
        const stats = summary[candidate]?.[page]?.[metric];
        return stats ? `${format(stats.median, metric)} (${format(stats.min, metric)}–${format(stats.max, metric)})` : '–';
      };
      const ratio = (/** @type {string} */ other) => {
        const federated = summary.federated?.[page]?.[metric]?.median;
        const base = baseline(summary, other, page)?.[metric]?.median;
        return federated !== undefined && base ? (federated / base).toFixed(2) : '–';
      };
      lines.push(`| ${page} | ${metric} | ${Object.keys(summary).map(cell).join(' | ')} | ${ratio('monolith')} | ${ratio('floor')} |`);
    }
  }
  return lines.join('\n');
}

/**
 * What a candidate is compared with on a page: its own figures there, or, for the floor (a
 * static copy of the home page only), its home page.
 * @param {ReturnType<typeof medians>} summary
 * @param {string} candidate
 * @param {string} page
 */
function baseline(summary, candidate, page) {
  return summary[candidate]?.[page] ?? (candidate === 'floor' ? summary.floor?.['/'] : undefined);
}

/**
 * The budgets, checked on the medians of one run: against the static floor for the pages the
 * server renders, no layout shift on any page, and Lighthouse (mobile).
 * @param {ReturnType<typeof medians>} summary
 * @param {Record<string, any>} lighthouse page → scores
 * @param {(page: string) => boolean} isMarketingPage pages the server renders
 */
export function budgets(summary, lighthouse, isMarketingPage) {
  const floorRatio = (/** @type {string} */ page, /** @type {string} */ metric) =>
    (summary.federated?.[page]?.[metric]?.median ?? NaN) / (baseline(summary, 'floor', page)?.[metric]?.median ?? NaN);
  /** @type {Array<{ budget: string, value: string, met: boolean }>} */
  const checks = [];
  const limit = (/** @type {string} */ name, /** @type {number} */ value, /** @type {number} */ max) =>
    checks.push({ budget: `${name} ≤ ${max}`, value: value.toFixed(2), met: value <= max });
  limit('/ heading visible, federated/floor', floorRatio('/', 'headingVisibleMs'), 1.3);
  limit('/ LCP, federated/floor', floorRatio('/', 'lcpMs'), 1.3);
  // Releases: a running canary must not raise the home page's ratio to the floor (the noise
  // between two candidates' medians of 5–7 runs is about 0.1 on two cores).
  for (const metric of ['headingVisibleMs', 'lcpMs']) {
    const plain = floorRatio('/', metric);
    const withCanary = (summary.canary?.['/']?.[metric]?.median ?? NaN) / (summary.floor?.['/']?.[metric]?.median ?? NaN);
    checks.push({
      budget: `/ ${metric === 'lcpMs' ? 'LCP' : 'heading visible'}/floor with a 50 % canary running ≤ without + 0.1`,
      value: `${withCanary.toFixed(2)} against ${plain.toFixed(2)}`,
      met: withCanary <= plain + 0.1,
    });
  }
  limit('/contact heading visible, federated/floor', floorRatio('/contact', 'headingVisibleMs'), 1.5);
  limit('/contact LCP, federated/floor', floorRatio('/contact', 'lcpMs'), 1.5);
  for (const [page, metrics] of Object.entries(summary.federated ?? {})) {
    checks.push({ budget: `${page} CLS = 0 in every run`, value: (metrics.cls?.max ?? NaN).toFixed(3), met: metrics.cls?.max === 0 });
  }
  for (const [page, scores] of Object.entries(lighthouse)) {
    if ('error' in scores) {
      checks.push({ budget: `${page} Lighthouse`, value: scores.error, met: false });
      continue;
    }
    if (isMarketingPage(page)) {
      checks.push({ budget: `${page} Lighthouse SEO = 100`, value: String(scores.seo), met: scores.seo === 100 });
      checks.push({ budget: `${page} Lighthouse performance ≥ 98`, value: String(scores.performance), met: scores.performance >= 98 });
    } else {
      checks.push({ budget: `${page} Lighthouse performance ≥ 95`, value: String(scores.performance), met: scores.performance >= 95 });
    }
    checks.push({
      budget: `${page} Lighthouse accessibility = 100`,
      value: String(scores.accessibility),
      met: scores.accessibility === 100,
    });
    checks.push({ budget: `${page} Lighthouse best practices ≥ 95`, value: String(scores.bestPractices), met: scores.bestPractices >= 95 });
    checks.push({ budget: `${page} Lighthouse CLS = 0`, value: scores.cls.toFixed(3), met: scores.cls === 0 });
  }
  return checks;
}

/**
 * The server under load, as a table, with each way of answering against the static file.
 * @param {Record<string, { requestsPerSecond: number, p99Ms: number, errors: number, non2xx: number }>} server
 */
export function serverTable(server) {
  const staticRate = server.staticFile?.requestsPerSecond ?? NaN;
  const rows = [
    ['`/` rendered at every request', server.rendered],
    ['`/` from the page cache', server.cached],
    ["the floor's static file", server.staticFile],
  ];
  return [
    '| answer | requests/s | p99 | errors | vs static file |',
    '|---|---|---|---|---|',
    ...rows.map(([name, result]) =>
      typeof result === 'object' && result
        ? `| ${name} | ${Math.round(result.requestsPerSecond)} | ${result.p99Ms} ms | ${result.errors + result.non2xx} | ${(result.requestsPerSecond / staticRate).toFixed(2)} |`
        : `| ${name} | – | – | – | – |`,
    ),
  ].join('\n');
}

/**
 * Grouped bar charts (heading visible, LCP, JS KB) per page and candidate, as one SVG.
 * @param {ReturnType<typeof medians>} summary
 * @param {string[]} pages
 */
export function chartSvg(summary, pages) {
  const candidates = Object.keys(summary);
  const colors = ['#0b6e99', '#6b4fbb', '#14a38b', '#b0b8c0'];
  const charts = [
    { metric: 'headingVisibleMs', title: 'Main heading visible (ms, median)', scale: 1 },
    { metric: 'lcpMs', title: 'Largest Contentful Paint (ms, median)', scale: 1 },
    { metric: 'jsBytes', title: 'JavaScript transferred (KB, median)', scale: 1 / 1024 },
  ];
  const width = 760;
  const chartHeight = 220;
  /** @type {string[]} */
  const parts = [];
  charts.forEach((chart, index) => {
    const top = index * (chartHeight + 40) + 30;
    const values = pages.flatMap((page) => candidates.map((c) => (summary[c]?.[page]?.[chart.metric]?.median ?? 0) * chart.scale));
    const max = Math.max(1, ...values);
    parts.push(`<text x="10" y="${top - 10}" font-size="15" font-weight="700">${chart.title}</text>`);
    const groupWidth = (width - 60) / pages.length;
    pages.forEach((page, p) => {
      const x0 = 50 + p * groupWidth;
      candidates.forEach((candidate, c) => {
        const median = summary[candidate]?.[page]?.[chart.metric]?.median;
        // A candidate not measured on this page (the floor exists for / only) gets no bar.
        if (median === undefined) return;
        const value = median * chart.scale;
        const barHeight = (value / max) * (chartHeight - 40);
        const x = x0 + 10 + c * ((groupWidth - 20) / candidates.length);
        const w = (groupWidth - 20) / candidates.length - 6;
        parts.push(
          `<rect x="${x.toFixed(1)}" y="${(top + chartHeight - 20 - barHeight).toFixed(1)}" width="${w.toFixed(1)}" height="${barHeight.toFixed(1)}" fill="${colors[c % colors.length]}"/>`,
        );
        parts.push(
          `<text x="${(x + w / 2).toFixed(1)}" y="${(top + chartHeight - 24 - barHeight).toFixed(1)}" font-size="11" text-anchor="middle">${Math.round(value)}</text>`,
        );
      });
      parts.push(
        `<text x="${(x0 + groupWidth / 2).toFixed(1)}" y="${top + chartHeight}" font-size="13" text-anchor="middle">${page}</text>`,
      );
    });
  });
  const legend = candidates
    .map(
      (candidate, c) =>
        `<rect x="${width - 420 + c * 105}" y="6" width="12" height="12" fill="${colors[c % colors.length]}"/><text x="${width - 404 + c * 105}" y="17" font-size="12">${candidate}</text>`,
    )
    .join('');
  const height = charts.length * (chartHeight + 40) + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="system-ui, sans-serif"><rect width="100%" height="100%" fill="#fff"/>${legend}${parts.join('')}</svg>\n`;
}
