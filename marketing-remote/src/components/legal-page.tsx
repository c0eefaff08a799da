import { POLICIES_LAST_UPDATED, type LegalDocument } from '../content/legal-document';
import styles from './legal-page.module.css';
import { TextList } from './text-list';

/** A dated policy with a table of contents linking to each section. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className={`container section ${styles.page}`} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title">{document.title}</h1>
        <p className={styles.updated}>Last updated: {POLICIES_LAST_UPDATED}</p>
        <p className={styles.summary}>{document.summary}</p>
      </header>
      <nav className={styles.toc} aria-labelledby="toc-title">
        <h2 id="toc-title" className={styles.tocTitle}>
          Contents
        </h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && <TextList items={section.list} />}
          {section.closing?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
