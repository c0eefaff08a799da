import { brand, copyrightLine, paths } from '@rcm/shared';
import { Link } from '@rcm/shared/routing';
import { NewsletterForm } from '../../newsletter/newsletter-form';
import { BrandLogo } from '../brand-logo';
import { SocialIcon } from './social-icon';
import styles from './footer.module.css';

const linkGroups = [
  {
    heading: 'Company',
    links: [
      { to: paths.about, label: 'About Us' },
      { to: paths.services, label: 'Services' },
      { to: paths.contact, label: 'Contact Us' },
      { to: paths.login, label: 'Client Login' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: paths.privacy, label: 'Privacy Policy' },
      { to: paths.terms, label: 'Terms of Service' },
    ],
  },
];

/** The site's footer; `forPublic` adds the newsletter sign-up and the social links (not in the staff console). */
export function Footer({ forPublic = true }: { forPublic?: boolean }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <BrandLogo tone="light" />
          <p className={styles.tagline}>{brand.tagline}</p>
          <p className={styles.contact}>
            <a href={brand.phoneHref}>{brand.phoneDisplay}</a>
            <br />
            <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
          </p>
        </div>
        {linkGroups.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className={styles.heading}>{group.heading}</h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {forPublic && (
          <section aria-labelledby="newsletter-heading">
            <h2 id="newsletter-heading" className={styles.heading}>
              Newsletter
            </h2>
            <NewsletterForm />
          </section>
        )}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p className={styles.copyright}>{copyrightLine()}</p>
        {forPublic && (
          <ul className={styles.social} aria-label="Social media">
            {brand.social.map((profile) => (
              <li key={profile.network}>
                <a href={profile.url} aria-label={profile.network} rel="noopener noreferrer" target="_blank">
                  <SocialIcon network={profile.network} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
