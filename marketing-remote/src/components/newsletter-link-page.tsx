import { NEWSLETTER_TOKEN_PARAMETER, newsletterTexts, paths } from '@rcm/shared';
import { Link, useLocation } from '@rcm/shared/routing';
import type { ReactNode } from 'react';
import { PageHero } from './page-hero';
import styles from './newsletter-link-page.module.css';

/** The token a newsletter mail's link carries in its query, or '' when it was cut off. */
export function useNewsletterToken(): string {
  const { search } = useLocation();
  return new URLSearchParams(search).get(NEWSLETTER_TOKEN_PARAMETER) ?? '';
}

/** A status that asks the visitor to write to us, with that phrase a link to the contact page. */
function StatusText({ status }: { status: string }) {
  const at = status.indexOf(newsletterTexts.writeToUs);
  if (at < 0) return status;
  return (
    <>
      {status.slice(0, at)}
      <Link to={paths.contact}>{newsletterTexts.writeToUs}</Link>
      {status.slice(at + newsletterTexts.writeToUs.length)}
    </>
  );
}

/**
 * The frame of the pages a newsletter mail links to: the heading, one card whose status line
 * is a polite live region (there from the start, so the outcome is announced), and its actions.
 */
export function NewsletterLinkPage({ title, status, children }: { title: string; status: string; children?: ReactNode }) {
  return (
    <>
      <PageHero title={title} centered />
      <section className="section">
        <div className="container">
          <div className={`card ${styles.card}`}>
            <p role="status" className={styles.status}>
              <StatusText status={status} />
            </p>
            <div className={styles.actions}>
              {children}
              <Link to={paths.home}>Back to the home page</Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
