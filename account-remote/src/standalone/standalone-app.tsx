import { paths } from '@rcm/shared';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
import LoginPage from '../pages/login/login-page';
import ProfilePage from '../pages/profile/profile-page';
import ProfileSettingsPage from '../pages/profile-settings/profile-settings-page';
import InvoicePage from '../pages/invoice/invoice-page';
import RecoveryPage from '../pages/recovery/recovery-page';
import ResetPasswordPage from '../pages/reset-password/reset-password-page';
import VerifyEmailPage from '../pages/verify-email/verify-email-page';

/**
 * The account team's development page: its own pages under a minimal router and toast
 * container, without the shell. Production never serves it.
 */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <nav aria-label="Standalone pages" style={{ display: 'flex', gap: '1rem', padding: '1rem' }}>
        <Link to={paths.login}>Login</Link>
        <Link to={paths.profile}>Profile</Link>
      </nav>
      <main>
        <Routes>
          <Route path={paths.profile} element={<ProfilePage />} />
          <Route path={paths.profileSettings} element={<ProfileSettingsPage />} />
          <Route path={paths.invoice(':number')} element={<InvoicePage />} />
          <Route path={paths.passwordRecovery} element={<RecoveryPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
          <Route path="*" element={<LoginPage />} />
        </Routes>
      </main>
      <ToastContainer position="top-right" autoClose={5000} />
    </BrowserRouter>
  );
}
