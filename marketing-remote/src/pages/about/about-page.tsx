import { brand, paths } from '@rcm/shared';
import { Link } from '@rcm/shared/routing';
import { PageHero } from '../../components/page-hero';
import styles from './about-page.module.css';

const sections = [
  {
    id: 'vision',
    title: 'Our Vision',
    icon: 'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z',
    body: [
      'To be the leading billing partner for healthcare providers nationwide: the team practices trust to get every claim right, so they can give their full attention to patients.',
      'We picture a country where no clinic closes its doors because of unpaid claims, and where billing is a quiet, dependable part of running a practice.',
    ],
  },
  {
    id: 'mission',
    title: 'Our Mission',
    icon: 'M12 2 4 6v6c0 5 3.4 8.7 8 10 4.6-1.3 8-5 8-10V6l-8-4zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.6-4.6 1.4 1.4-6 6z',
    body: [
      'To deliver efficient, accurate medical billing that maximises revenue recovery for every provider we serve.',
      'That means clean claims submitted quickly, coverage confirmed before the visit, denials worked until they are paid, and reports that show exactly where each dollar stands.',
    ],
  },
  {
    id: 'goals',
    title: 'Our Goals',
    icon: 'M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2zm0 16a6 6 0 1 1 6-6 6 6 0 0 1-6 6zm0-9a3 3 0 1 0 3 3 3 3 0 0 0-3-3z',
    body: [
      'To launch a virtual revenue cycle management company that serves facilities, clinics and individual practitioners alike, with the same care whatever their size.',
      'A fully remote team lets us bring specialist coders, billers and denial analysts to practices anywhere in the country, at a monthly price a small practice can plan around.',
    ],
  },
] as const;

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About Us" title="Billing done right, so care comes first">
        <p>
          {brand.companyName} handles the revenue cycle for healthcare practices — from the first eligibility check to the last payment
          posted — with people who know medical billing inside out.
        </p>
      </PageHero>
      <section className="section">
        <div className={`container ${styles.grid}`}>
          {sections.map((section) => (
            <article key={section.id} className={`card ${styles.card}`} aria-labelledby={`about-${section.id}`}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={section.icon} fill="currentColor" />
              </svg>
              <h2 id={`about-${section.id}`}>{section.title}</h2>
              {section.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </article>
          ))}
        </div>
      </section>
      <section className="section section--alt">
        <div className={`container ${styles.cta}`}>
          <h2>Let us look at your revenue cycle</h2>
          <p>Tell us about your practice and we will show you where revenue is slipping through.</p>
          <Link to={paths.contact} className="button button--primary">
            Contact Us
          </Link>
        </div>
      </section>
    </>
  );
}
