import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  centered?: boolean;
}

/** The dark band that opens the inner pages, holding the page's one h1. */
export function PageHero({ eyebrow, title, children, centered = false }: PageHeroProps) {
  return (
    <section className={`${styles.hero} ${centered ? styles.centered : ''}`}>
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.lead}>{children}</div>}
      </div>
    </section>
  );
}
