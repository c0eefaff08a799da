import styles from './release-figures.module.css';

/** The chart's drawing box; the SVG stretches to its cell, the line keeps its width (`non-scaling-stroke`). */
const WIDTH = 120;
const HEIGHT = 32;

/** The highest of these values (0 when none is above it): where a chart's scale tops out. */
export const highest = (values: ReadonlyArray<number | null>): number => Math.max(0, ...values.map((value) => value ?? 0));

/**
 * The drawn runs of a series on a scale from 0 to `top` (its own highest value unless given):
 * consecutive values joined, a span without a value (null: nothing to measure it by) breaking
 * the line rather than drawn as zero. Each run as SVG points.
 */
export function chartRuns(values: ReadonlyArray<number | null>, top = highest(values)): string[] {
  const scale = top || 1;
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  const runs: string[][] = [];
  let current: string[] | null = null;
  values.forEach((value, i) => {
    if (value === null) {
      current = null;
      return;
    }
    if (!current) runs.push((current = []));
    // Two pixels of room top and bottom, so a line at 0 or at the top is not cut by the edge.
    current.push(`${(i * step).toFixed(1)},${(HEIGHT - 2 - (value / scale) * (HEIGHT - 4)).toFixed(1)}`);
  });
  return runs.map((run) => run.join(' '));
}

interface FigureChartProps {
  /** What the chart is of, for its accessible name ("Failed page views of 2026-12-06-ccccccc"). */
  label: string;
  values: ReadonlyArray<number | null>;
  /** The scale's top: the same for every release of a remote, so the canary's line compares with the live one's at a glance. */
  top: number;
  format: (value: number) => string;
}

/**
 * One figure of one release over its spans, oldest left: a line scaled from 0 to `top`, its
 * lowest, highest and latest said in its accessible name (the picture alone tells a
 * screen reader nothing). A span measured between two unmeasured ones is a dot.
 */
export function FigureChart({ label, values, top, format }: FigureChartProps) {
  const measured = values.filter((value): value is number => value !== null);
  const summary =
    measured.length === 0
      ? `${label}: nothing measured in ${values.length} spans`
      : `${label} over ${values.length} spans: lowest ${format(Math.min(...measured))}, highest ${format(Math.max(...measured))}, latest ${
          values.at(-1) === null || values.at(-1) === undefined ? 'not measured' : format(values.at(-1)!)
        }`;
  return (
    <svg className={styles.chart} role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none">
      <line className={styles.axis} x1="0" y1={HEIGHT - 1} x2={WIDTH} y2={HEIGHT - 1} vectorEffect="non-scaling-stroke" />
      {chartRuns(values, top).map((points) => (
        // A single point drawn as a line of no length: its round caps make a dot that stays round however the box stretches.
        <polyline
          key={points}
          className={styles.line}
          points={points.includes(' ') ? points : `${points} ${points}`}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
