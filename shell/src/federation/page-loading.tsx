// Why: a page still on its way says so (and tells screen readers), instead of leaving a blank space;
// without JavaScript it never comes, and the page's place says so, in the layout (WEB-6).
import { brand } from '@rcm/shared';
import styles from './remote-states.module.css';

export function PageLoading() {
  return (
    <>
      <noscript>
        <section className={`container ${styles.unavailable}`} aria-labelledby="needs-javascript-title">
          <h1 id="needs-javascript-title">This page needs JavaScript</h1>
          <p>Please enable JavaScript in your browser and reload the page.</p>
          <p className={styles.help}>
            Need help now? Call us on <a href={brand.phoneHref}>{brand.phoneDisplay}</a> or email{' '}
            <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>.
          </p>
        </section>
      </noscript>
      <div className={styles.loading} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span>Loading…</span>
      </div>
    </>
  );
}
