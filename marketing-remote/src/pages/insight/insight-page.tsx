import { paths, UNEXPECTED_ERROR_HEADING } from '@rcm/shared';
import { Link, useParams } from '@rcm/shared/routing';
import { findInsight, insightAuthor, insights, readingMinutes, type Insight } from '../../content/insights';
import styles from './insight-page.module.css';
import { ContactPrompt } from '../../components/contact-prompt';

/** Links to articles, by their titles. */
function InsightLinks({ articles }: { articles: readonly Insight[] }) {
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.slug}>
          <Link to={paths.insight(article.slug)}>{article.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/** One of the articles the home page's teaser cards open. */
export default function InsightPage() {
  const { slug } = useParams();
  const insight = findInsight(slug);
  if (!insight) {
    return (
      <section className={`container section ${styles.article}`}>
        <h1>{UNEXPECTED_ERROR_HEADING}</h1>
        <p>This article does not exist or has moved. These are the articles we publish:</p>
        <InsightLinks articles={insights} />
        <Link to={paths.home} className="button button--primary">
          Back to the home page
        </Link>
      </section>
    );
  }
  const others = insights.filter((other) => other.slug !== insight.slug);
  return (
    <article className={`container section ${styles.article}`} aria-labelledby="insight-title">
      <p className="eyebrow">
        <Link to={paths.insights}>Insights</Link>
      </p>
      <h1 id="insight-title" className={styles.title}>
        {insight.title}
      </h1>
      <p className={styles.meta}>
        By {insightAuthor} · {insight.published} · {readingMinutes(insight)} min read
      </p>
      <p className={styles.lead}>{insight.teaser}</p>
      {insight.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <ContactPrompt className={styles.cta} text="Want to know what this means for your practice?" />
      <nav className={styles.more} aria-labelledby="more-title">
        <h2 id="more-title">More insights</h2>
        <InsightLinks articles={others} />
      </nav>
    </article>
  );
}
