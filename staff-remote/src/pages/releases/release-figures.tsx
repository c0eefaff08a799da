import type { ReleaseFiguresPoint, ReleaseFiguresSeries, RemoteChannel } from '@rcm/shared';
import { LocalTime } from '../../components/local-time';
import { formatCount } from '../../lib/format';
import { stepLength } from './canary-analysis';
import { FigureChart, highest } from './figure-chart';
import styles from './release-figures.module.css';

type FigureKey = Exclude<keyof ReleaseFiguresPoint, 'from' | 'to'>;

const percent = (share: number) => `${(share * 100).toFixed(share < 0.1 ? 1 : 0)} %`;
const milliseconds = (seconds: number) => `${Math.round(seconds * 1000)} ms`;

/** The figures charted, in the order the analysis weighs them: how many, how many failed, then speed and stability. */
const FIGURES: ReadonlyArray<{ key: FigureKey; name: string; format: (value: number) => string }> = [
  { key: 'pageViews', name: 'Page views', format: formatCount },
  { key: 'failuresPerPageView', name: 'Failed page views', format: percent },
  { key: 'fallbacksPerRender', name: 'Render fallbacks', format: percent },
  { key: 'lcpP75Seconds', name: 'LCP p75', format: milliseconds },
  { key: 'inpP75Seconds', name: 'INP p75', format: milliseconds },
  { key: 'clsP75', name: 'CLS p75', format: (value) => value.toFixed(2) },
];

/** What the release is now in its remote's channel, after its id. */
const roleOf = (release: string, channel: RemoteChannel) =>
  release === channel.live ? ' (live)' : release === channel.canary?.id ? ` (canary ${channel.canary.percent}%)` : '';

type Tops = Record<FigureKey, number>;

interface ReleaseFiguresOfProps {
  series: ReleaseFiguresSeries;
  channel: RemoteChannel;
  /** Each figure's highest value over the remote's releases: its charts' common scale. */
  tops: Tops;
}

function ReleaseFiguresOf({ series, channel, tops }: ReleaseFiguresOfProps) {
  const { release, points } = series;
  return (
    <section className={styles.release} aria-label={`Figures of ${release}`}>
      <h4 className={styles.releaseName}>
        {release}
        {roleOf(release, channel)}
      </h4>
      <p className={styles.span}>
        {points.length} span{points.length === 1 ? '' : 's'}, <LocalTime iso={points[0]!.from} /> to <LocalTime iso={points.at(-1)!.to} />
      </p>
      <ul className={styles.figures}>
        {FIGURES.map(({ key, name, format }) => {
          const values = points.map((point) => point[key]);
          const latest = values.at(-1);
          return (
            <li key={key} className={styles.figure}>
              <span className={styles.figureName}>{name}</span>
              <span className={styles.latest}>{latest === null || latest === undefined ? '—' : format(latest)}</span>
              <FigureChart label={`${name} of ${release}`} values={values} top={tops[key]} format={format} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface ReleaseFiguresPanelProps {
  remote: string;
  figures: readonly ReleaseFiguresSeries[];
  channel: RemoteChannel;
  /** How often the backend samples; null: it does not. */
  everySeconds: number | null;
}

/**
 * Each sampled release's figures over time (issue #28 item 5): page views, failed page views
 * per page view, server-render fallbacks per render, and p75 LCP, INP and CLS, one small chart
 * each (a figure's charts share their scale over the remote's releases), the latest span's value
 * beside its name. Without samples it says why: the backend
 * samples nothing without a source of figures, or has not sampled twice yet.
 */
export function ReleaseFiguresPanel({ remote, figures, channel, everySeconds }: ReleaseFiguresPanelProps) {
  const tops = Object.fromEntries(
    FIGURES.map(({ key }) => [key, highest(figures.flatMap((series) => series.points.map((point) => point[key])))]),
  ) as Tops;
  return (
    <section className={styles.panel} aria-labelledby={`figures-${remote}`}>
      <h3 id={`figures-${remote}`} className={styles.heading}>
        Figures over time
      </h3>
      {everySeconds === null ? (
        <p>
          Not sampled: the backend reads the release figures only from a source of them (PROMETHEUS_URL, or CANARY_METRICS_URLS with
          METRICS_TOKEN), as the canary analysis does.
        </p>
      ) : figures.length === 0 ? (
        <p>
          No samples yet. The figures are sampled every {stepLength(everySeconds)}; a release&apos;s chart starts once it has been sampled
          twice.
        </p>
      ) : (
        <>
          <p className={styles.span}>Each point is the span between two samples, oldest left; a gap is a span with nothing to measure.</p>
          {figures.map((series) => (
            <ReleaseFiguresOf key={series.release} series={series} channel={channel} tops={tops} />
          ))}
        </>
      )}
    </section>
  );
}
