import { recoveryMessages } from '@rcm/shared/account-texts';
import { paths } from '@rcm/shared';
import { Link } from '@rcm/shared/routing';
import type { ReactNode } from 'react';
import styles from './account-card-page.module.css';

export { styles as accountCardStyles };

/** The account pages' one-card layout (as the login page's): a title, a lead, and what the page asks or says. */
export function AccountCardPage({
  title,
  lead,
  titleId,
  children,
}: {
  title: string;
  lead?: ReactNode;
  titleId: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div className="container">
        <section className={`card ${styles.card}`} aria-labelledby={titleId}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {children}
        </section>
      </div>
    </div>
  );
}

/** The way back to the login form at the foot of an account card. */
export function BackToLogin() {
  return (
    <p className={styles.links}>
      <Link to={paths.login} className={styles.link}>
        {recoveryMessages.backToLogin}
      </Link>
    </p>
  );
}
