import '@rcm/shared/styles/base.css';
import '@rcm/shared/styles/design-system.css';
import { paths } from '@rcm/shared';
import { startStandalone } from '@rcm/shared/standalone';
import InvoicePage from '../pages/invoice/invoice-page';
import LoginPage from '../pages/login/login-page';
import ProfilePage from '../pages/profile/profile-page';
import ProfileSettingsPage from '../pages/profile-settings/profile-settings-page';
import RecoveryPage from '../pages/recovery/recovery-page';
import ResetPasswordPage from '../pages/reset-password/reset-password-page';
import VerifyEmailPage from '../pages/verify-email/verify-email-page';

// The account team's development page: its pages alone, on the local backend.
startStandalone([
  { path: paths.login, label: 'Login', element: <LoginPage /> },
  { path: paths.profile, label: 'Profile', element: <ProfilePage /> },
  { path: paths.profileSettings, element: <ProfileSettingsPage /> },
  { path: paths.invoice(':number'), element: <InvoicePage /> },
  { path: paths.passwordRecovery, element: <RecoveryPage /> },
  { path: paths.resetPassword, element: <ResetPasswordPage /> },
  { path: paths.verifyEmail, element: <VerifyEmailPage /> },
  { path: '*', element: <LoginPage /> },
]);
