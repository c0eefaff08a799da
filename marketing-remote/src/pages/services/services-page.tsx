import { formatUsd, paths, PRICE_PERIOD, servicePackages, services } from '@rcm/shared';
import { Link } from '@rcm/shared/routing';
import { PageHero } from '../../components/page-hero';
import { PageSection } from '../../components/page-section';
import { ServiceIllustration } from '../../components/service-illustrations';
import { TextList } from '../../components/text-list';
import styles from './services-page.module.css';

export default function ServicesPage() {
  return (
    <>
      <PageHero eyebrow="Services" title="Everything your revenue cycle needs, in one team">
        <p>
          Four services that work together from the first eligibility check to the last payment posted, offered in three monthly packages.
        </p>
      </PageHero>

      <PageSection id="services-list-title" title="Our services">
        <div className={styles.services}>
          {services.map((service) => (
            <article key={service.slug} className={`card ${styles.service}`} aria-labelledby={`service-${service.slug}`}>
              <ServiceIllustration tab={service.tab} className={styles.picture} />
              <div>
                <h3 id={`service-${service.slug}`}>{service.name}</h3>
                <p className={styles.summary}>{service.summary}</p>
                <TextList items={service.bullets} />
              </div>
            </article>
          ))}
        </div>
      </PageSection>

      <PageSection id="packages-title" title="Packages" alt>
        <p className={styles.packagesLead}>
          Monthly plans with no setup fee. Change package or cancel at any time from your profile; a cancelled package stays until the end
          of the month paid for.
        </p>
        <div className={`package-grid ${styles.packages}`}>
          {servicePackages.map((servicePackage) => (
            <article key={servicePackage.id} className={`card ${styles.package}`} aria-labelledby={`package-${servicePackage.id}`}>
              <h3 id={`package-${servicePackage.id}`}>{servicePackage.name}</h3>
              <p className="price">
                <span className="price__amount">{formatUsd(servicePackage.monthlyPriceUsd)}</span>
                <span className="price__period">{PRICE_PERIOD}</span>
              </p>
              <TextList items={servicePackage.features} />
            </article>
          ))}
        </div>
        <div className={styles.cta}>
          <div>
            <h2 className={styles.ctaTitle}>Ready to get started?</h2>
            <p>Create an account to choose a package, or talk to us first about what your practice needs.</p>
          </div>
          <div className={styles.ctaActions}>
            <Link to={paths.login} className="button button--primary">
              Get started
            </Link>
            <Link to={paths.contact} className="button button--secondary">
              Contact Us
            </Link>
          </div>
        </div>
      </PageSection>
    </>
  );
}
