import { brand } from '@rcm/shared';
import styles from './error-screen.module.css';

/** Shown only when the deploy-time config cannot be read: nothing else can render without it. */
export function SiteUnavailable() {
  return (
    <main className={`container ${styles.screen}`}>
      <h1>We will be right back</h1>
      <p className={styles.lead}>
        {brand.companyName} is briefly unavailable. Please reload the page in a minute, or call us on{' '}
        <a href={brand.phoneHref}>{brand.phoneDisplay}</a>.
      </p>
    </main>
  );
}
