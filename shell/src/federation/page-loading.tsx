// Why: a page still on its way says so (and tells screen readers), instead of leaving a blank space.
import styles from './remote-states.module.css';

export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
