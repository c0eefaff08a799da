import { newsletterPaths, paths } from '@rcm/shared';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
import AboutPage from '../pages/about/about-page';
import ContactPage from '../pages/contact/contact-page';
import HomePage from '../pages/home/home-page';
import InsightPage from '../pages/insight/insight-page';
import NewsletterConfirmPage from '../pages/newsletter-confirm/newsletter-confirm-page';
import NewsletterUnsubscribePage from '../pages/newsletter-unsubscribe/newsletter-unsubscribe-page';
import PrivacyPage from '../pages/privacy/privacy-page';
import ServicesPage from '../pages/services/services-page';
import TermsPage from '../pages/terms/terms-page';

const pages = [
  { path: paths.home, label: 'Home', element: <HomePage /> },
  { path: paths.about, label: 'About', element: <AboutPage /> },
  { path: paths.services, label: 'Services', element: <ServicesPage /> },
  { path: paths.contact, label: 'Contact', element: <ContactPage /> },
  { path: paths.privacy, label: 'Privacy', element: <PrivacyPage /> },
  { path: paths.terms, label: 'Terms', element: <TermsPage /> },
];

/**
 * The marketing team's development page: its own pages under a minimal router and toast
 * container, without the shell. Production never serves it.
 */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <nav aria-label="Standalone pages" style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: '1rem' }}>
        {pages.map((page) => (
          <Link key={page.path} to={page.path}>
            {page.label}
          </Link>
        ))}
      </nav>
      <main>
        <Routes>
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
          <Route path={paths.insight(':slug')} element={<InsightPage />} />
          <Route path={newsletterPaths.confirm} element={<NewsletterConfirmPage />} />
          <Route path={newsletterPaths.unsubscribe} element={<NewsletterUnsubscribePage />} />
        </Routes>
      </main>
      <ToastContainer position="top-right" autoClose={5000} />
    </BrowserRouter>
  );
}
