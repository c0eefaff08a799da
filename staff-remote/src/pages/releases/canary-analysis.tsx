import type { CanaryAnalysisState, CanaryDecision } from '@rcm/shared';
import { LocalTime } from '../../components/local-time';
import styles from './releases-page.module.css';

const decisionWords: Record<CanaryDecision, string> = {
  wait: 'Waiting for enough visitors on both releases',
  healthy: 'Healthy: as good as the live release',
  abort: 'Worse than the live release: stopping it',
};

/** A step's length in words: "10 minutes", "90 seconds". */
export function stepLength(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`;
  if (seconds % 60 === 0) return `${seconds / 60} minute${seconds === 60 ? '' : 's'}`;
  return `${seconds} seconds`;
}

/** Said instead of the analysis when the backend runs none: its steps and its thresholds wait for nothing. */
export const NO_ANALYSIS_NOTE =
  'This backend does not run the canary analysis (CANARY_CHECK_SECONDS is 0, or it has no source of figures): nothing compares this canary with the live release, moves it on or stops it but a person.';

/**
 * The running canary's analysis: since when its step's figures are compared with the live
 * release's, where its steps take it, and what the last look found, or when the first look is
 * due (`everySeconds`, how often the backend looks; undefined from a backend that does not say).
 * A backend that runs no analysis (`everySeconds` null) says so instead. (Why a canary was
 * stopped stays in the latest changes: the abort's reason.)
 */
export function CanaryAnalysisPanel({
  remote,
  analysis,
  everySeconds,
}: {
  remote: string;
  analysis: CanaryAnalysisState;
  everySeconds?: number | null | undefined;
}) {
  const { since, steps, last } = analysis;
  return (
    <section className={styles.analysis} aria-labelledby={`analysis-${remote}`}>
      <h3 id={`analysis-${remote}`} className={styles.subheading}>
        Canary analysis
      </h3>
      {everySeconds === null ? (
        <p>{NO_ANALYSIS_NOTE}</p>
      ) : (
        <p>
          Compared with the live release since <LocalTime iso={since} />.{' '}
          {steps
            ? `While healthy, it moves on to ${steps.percents.map((percent) => (percent >= 100 ? 'live' : `${percent}%`)).join(', then ')}, each after ${stepLength(steps.stepSeconds)}.`
            : 'It stays at its share until someone moves it on; it is stopped if it does worse than the live release.'}
        </p>
      )}
      {last ? (
        <>
          <p>
            Last look, <LocalTime iso={last.at} />: <strong>{decisionWords[last.decision]}</strong>
          </p>
          <ul className={styles.findings}>
            {last.findings.map((finding) => (
              <li key={finding}>{finding}</li>
            ))}
          </ul>
        </>
      ) : (
        everySeconds !== null && (
          <p>Not looked at yet{everySeconds === undefined ? '' : `: the first look comes within ${stepLength(everySeconds)}`}.</p>
        )
      )}
    </section>
  );
}
