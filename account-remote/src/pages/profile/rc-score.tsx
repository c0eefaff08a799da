import styles from './rc-score.module.css';

/**
 * What the number is and is not (ACC-9): the spec draws it at random when the account is made,
 * so it must not read as a measurement of the practice's claims.
 */
const RC_SCORE_CAPTION = 'A number drawn at random when your account was opened. It is not a measurement of your claims.';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The RC Score as a ring filling toward the goal of 100%, with the numbers beside it. */
export function RcScore({ score }: { score: number }) {
  const percent = Math.max(0, Math.min(100, Math.round(score)));
  return (
    <section className={`card ${styles.card}`} aria-labelledby="rc-score-title">
      <h2 id="rc-score-title">RC Score</h2>
      <div className={styles.body}>
        <div
          className={styles.ring}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={`RC Score ${percent}% of the 100% goal`}
        >
          <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
            <circle cx="60" cy="60" r={RADIUS} className={styles.track} />
            <circle
              cx="60"
              cy="60"
              r={RADIUS}
              className={styles.value}
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
            />
          </svg>
          <span className={styles.percent}>{percent}%</span>
        </div>
        <dl className={styles.figures}>
          <div>
            <dt>Current</dt>
            <dd>{percent}%</dd>
          </div>
          <div>
            <dt>Goal</dt>
            <dd>100%</dd>
          </div>
        </dl>
      </div>
      <p className={styles.note}>{RC_SCORE_CAPTION}</p>
    </section>
  );
}
