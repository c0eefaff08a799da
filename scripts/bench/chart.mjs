// @ts-check
/** The bench's medians as an SVG chart. */

/**
 * Grouped bar charts (heading visible, LCP, JS KB) per page and candidate, as one SVG.
 * @param {ReturnType<typeof import('./report.mjs').medians>} summary
 * @param {string[]} pages
 * @param {string} cpu the CPU slowdown it was measured at, for the titles (`4x`)
 */
export function chartSvg(summary, pages, cpu) {
  const candidates = Object.keys(summary);
  const colors = ['#0b6e99', '#e08a1e', '#6b4fbb', '#14a38b', '#b0b8c0', '#c2185b'];
  const charts = [
    { metric: 'headingVisibleMs', title: `Main heading visible (ms, median), CPU ${cpu}`, scale: 1 },
    { metric: 'lcpMs', title: `Largest Contentful Paint (ms, median), CPU ${cpu}`, scale: 1 },
    { metric: 'jsBytes', title: 'JavaScript transferred (KB, median)', scale: 1 / 1024 },
  ];
  const width = 760;
  const chartHeight = 220;
  /** @type {string[]} */
  const parts = [];
  charts.forEach((chart, index) => {
    // Below the legend's row.
    const top = index * (chartHeight + 40) + 50;
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
        `<rect x="${10 + c * 120}" y="6" width="12" height="12" fill="${colors[c % colors.length]}"/><text x="${26 + c * 120}" y="17" font-size="12">${candidate}</text>`,
    )
    .join('');
  const height = charts.length * (chartHeight + 40) + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="system-ui, sans-serif"><rect width="100%" height="100%" fill="#fff"/>${legend}${parts.join('')}</svg>\n`;
}
