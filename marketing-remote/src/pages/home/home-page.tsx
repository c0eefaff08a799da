import { brand, paths } from '@rcm/shared';
import { Link } from '@rcm/shared/routing';
import { ContactPrompt } from '../../components/contact-prompt';
import { insights } from '../../content/insights';
import { startingMonthlyPrice } from '../../content/package-prices';
import { HeroBackground } from '../../components/hero-background';
import { PageSection } from '../../components/page-section';
import { ServiceTabs } from './service-tabs';
import styles from './home-page.module.css';

const reasons = [
  {
    title: 'Specialists, not generalists',
    text: 'Certified coders and billers who work only on medical claims, with payer-specific experience.',
  },
  { title: 'Transparent numbers', text: 'Monthly reports on collections, days in A/R and denials, with a call to walk you through them.' },
  {
    title: 'HIPAA-first processes',
    text: 'Business associate agreements, role-based access and audit logs for everything that touches PHI.',
  },
  {
    title: 'A plan for every size',
    text: `From a single practitioner to multi-site facilities, with packages from ${startingMonthlyPrice} a month.`,
  },
];

export default function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <HeroBackground className={styles.heroBackground} />
        <div className={`container ${styles.heroContent}`}>
          <p className="eyebrow">Medical billing &amp; revenue cycle management</p>
          <h1 id="home-title" className={styles.title}>
            {brand.tagline}
          </h1>
          <p className={styles.subline}>
            We handle claims, coverage checks, denials and reporting for healthcare practices, so you get paid in full and your team gets
            back to patients.
          </p>
          <div className={styles.actions}>
            <Link to={paths.contact} className="button button--primary">
              Talk to a billing specialist
            </Link>
            <Link to={paths.services} className={`button ${styles.ghost}`}>
              See our services
            </Link>
          </div>
          <ul className={styles.teasers} aria-label="Insights">
            {insights.map((insight) => (
              <li key={insight.slug}>
                <Link to={paths.insight(insight.slug)} className={styles.teaser}>
                  <span className={styles.teaserTitle}>{insight.title}</span>
                  <span className={styles.teaserText}>{insight.teaser}</span>
                  <span className={styles.teaserMore} aria-hidden="true">
                    Read the article →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="partner-title">
        <div className={`container ${styles.partner}`}>
          <div>
            <p className="eyebrow">Who we are</p>
            <h2 id="partner-title">Your Trusted Partner</h2>
          </div>
          <div className={styles.partnerText}>
            <p>
              {brand.companyName} works as an extension of your front office and billing team. We check coverage before visits, submit clean
              claims within a day, follow every claim until it is paid, and tell you plainly where your revenue stands.
            </p>
            <p>
              Clinics, facilities and individual practitioners trust us with the work that keeps the lights on, because we treat every
              dollar you earned as one that should be collected.
            </p>
          </div>
        </div>
      </section>

      <PageSection id="services-title" eyebrow="What we do" title="Services built around your revenue cycle" alt>
        <ServiceTabs />
      </PageSection>

      <PageSection id="why-title" eyebrow={<>The {brand.companyName} difference</>} title="Why Choose Us">
        <ul className={styles.reasons}>
          {reasons.map((reason) => (
            <li key={reason.title} className={`card ${styles.reason}`}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
        <ContactPrompt className={styles.why} text="Tell us about your practice and we will show you where revenue is slipping through." />
      </PageSection>
    </>
  );
}
