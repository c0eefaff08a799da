// Why: a form in the server's HTML could be sent by the browser itself before our script runs (or
// without it), as a plain GET that would put the password in the address; its button stays
// disabled until the page is hydrated (`useHydrated`), and a visitor without JavaScript is told why.
import { brand } from '@rcm/shared';
import { accountCardStyles as styles } from './account-card-page';

/** Shown in the card only when the browser runs no JavaScript. */
export function FormNeedsJavaScript() {
  return (
    <noscript>
      <p className={styles.status}>
        This form needs JavaScript: please enable it and reload the page. Need help now? Call us on{' '}
        <a href={brand.phoneHref}>{brand.phoneDisplay}</a>.
      </p>
    </noscript>
  );
}
