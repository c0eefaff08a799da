// Why: a page whose remote failed offers "Try again", the home page and a phone number, not a dead end.
import { brand, paths } from '@rcm/shared';
import { Link } from '@rcm/shared/routing';
import styles from './remote-states.module.css';

interface RemoteUnavailableProps {
  onRetry: () => void;
}

export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  return (
    <section className={`container ${styles.unavailable}`} aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title">This page is taking a break</h1>
      <p>
        We could not load this part of the site just now. The rest of the site still works, and your details are safe. Please try again in a
        moment.
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
        <Link className="button button--secondary" to={paths.home}>
          Go to the home page
        </Link>
      </div>
      <p className={styles.help}>
        Need us urgently? Call <a href={brand.phoneHref}>{brand.phoneDisplay}</a> or email{' '}
        <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>.
      </p>
    </section>
  );
}
