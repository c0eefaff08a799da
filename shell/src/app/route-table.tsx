import { paths } from '@rcm/shared';
import type { RouteObject } from 'react-router';
import { remotePage } from '../federation/remote-page';
import { ErrorScreen } from '../errors/error-screen';

const HomePage = remotePage('marketing', './Home');
const AboutPage = remotePage('marketing', './About');
const ServicesPage = remotePage('marketing', './Services');
const ContactPage = remotePage('marketing', './Contact');
const PrivacyPage = remotePage('marketing', './Privacy');
const TermsPage = remotePage('marketing', './Terms');
const InsightPage = remotePage('marketing', './Insight');
const LoginPage = remotePage('account', './Login');
const ProfilePage = remotePage('account', './Profile');

/**
 * The site's navigation contract: every path and the one remote module that renders it.
 * Unknown paths fall through to the spec's error screen.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: paths.about, element: <AboutPage /> },
  { path: paths.services, element: <ServicesPage /> },
  { path: paths.contact, element: <ContactPage /> },
  { path: paths.privacy, element: <PrivacyPage /> },
  { path: paths.terms, element: <TermsPage /> },
  { path: paths.insight(':slug'), element: <InsightPage /> },
  { path: paths.login, element: <LoginPage /> },
  { path: paths.profile, element: <ProfilePage /> },
  { path: '*', element: <ErrorScreen /> },
];
