import '@rcm/shared/styles/base.css';
import '@rcm/shared/styles/design-system.css';
import { newsletterPaths, paths } from '@rcm/shared';
import { startStandalone } from '@rcm/shared/standalone';
import AboutPage from '../pages/about/about-page';
import ContactPage from '../pages/contact/contact-page';
import HomePage from '../pages/home/home-page';
import InsightPage from '../pages/insight/insight-page';
import InsightsPage from '../pages/insights/insights-page';
import NewsletterConfirmPage from '../pages/newsletter-confirm/newsletter-confirm-page';
import NewsletterUnsubscribePage from '../pages/newsletter-unsubscribe/newsletter-unsubscribe-page';
import PrivacyPage from '../pages/privacy/privacy-page';
import ServicesPage from '../pages/services/services-page';
import TermsPage from '../pages/terms/terms-page';

// The marketing team's development page: its pages alone, on the local backend.
startStandalone([
  { path: paths.home, label: 'Home', element: <HomePage /> },
  { path: paths.about, label: 'About', element: <AboutPage /> },
  { path: paths.services, label: 'Services', element: <ServicesPage /> },
  { path: paths.contact, label: 'Contact', element: <ContactPage /> },
  { path: paths.privacy, label: 'Privacy', element: <PrivacyPage /> },
  { path: paths.terms, label: 'Terms', element: <TermsPage /> },
  { path: paths.insights, label: 'Insights', element: <InsightsPage /> },
  { path: paths.insight(':slug'), element: <InsightPage /> },
  { path: newsletterPaths.confirm, element: <NewsletterConfirmPage /> },
  { path: newsletterPaths.unsubscribe, element: <NewsletterUnsubscribePage /> },
]);
