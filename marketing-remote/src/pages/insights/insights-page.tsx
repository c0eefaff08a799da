import { paths } from '@rcm/shared';
import { Link } from '@rcm/shared/routing';
import { insightAuthor, insights, readingMinutes } from '../../content/insights';
import styles from './insights-page.module.css';

/** `/insights`: every article, as cards with their teaser, date and reading time (WEB-7). */
export default function InsightsPage() {
  return (
    <section className={`container section ${styles.page}`} aria-labelledby="insights-title">
      <p className="eyebrow">Insights</p>
      <h1 id="insights-title">Insights from our billing team</h1>
      <p className={styles.lead}>
        Practical notes on clean claims, denials and getting paid for the care you give, by the {insightAuthor}.
      </p>
      <ul className={styles.cards}>
        {insights.map((insight) => (
          <li key={insight.slug}>
            <Link to={paths.insight(insight.slug)} className={`card ${styles.card}`}>
              <span className={styles.cardTitle}>{insight.title}</span>
              <span className={styles.cardText}>{insight.teaser}</span>
              <span className={styles.cardMeta}>
                {insight.published} · {readingMinutes(insight)} min read
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
