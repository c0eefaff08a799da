import { brand } from '@rcm/shared';
import { PageHero } from '../../components/page-hero';
import { ContactForm } from './contact-form';
import styles from './contact-page.module.css';

export default function ContactPage() {
  return (
    <>
      <PageHero title="Get In Touch" centered>
        <p>Get Answer To Your Questions</p>
      </PageHero>
      <section className="section" aria-labelledby="message-title">
        <div className={`container ${styles.layout}`}>
          <div className={`card ${styles.formCard}`}>
            <h2 id="message-title">Send Us A Message</h2>
            <p className={styles.note}>Please do not include patient information in this form. We reply within one business day.</p>
            <ContactForm />
          </div>
          <aside className={styles.aside} aria-labelledby="reach-title">
            <h2 id="reach-title" className={styles.asideTitle}>
              Other ways to reach us
            </h2>
            <dl className={styles.channels}>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={brand.phoneHref}>{brand.phoneDisplay}</a>
                  <br />
                  Monday to Friday, 8 am to 6 pm Eastern
                </dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
                </dd>
              </div>
              <div>
                <dt>Office</dt>
                <dd>{brand.postalAddress}</dd>
              </div>
            </dl>
          </aside>
        </div>
      </section>
    </>
  );
}
