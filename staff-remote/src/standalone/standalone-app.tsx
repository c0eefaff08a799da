import { staffPaths } from '@rcm/shared';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
import AuditPage from '../pages/audit/audit-page';
import EnquiryPage from '../pages/enquiry/enquiry-page';
import InboxPage from '../pages/inbox/inbox-page';
import SubscribersPage from '../pages/subscribers/subscribers-page';
import SubscriptionsPage from '../pages/subscriptions/subscriptions-page';

/**
 * The staff team's development page: its own pages under a minimal router, without the shell.
 * Log in on the site first (the session cookie is the site's). Production never serves it.
 */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <nav aria-label="Standalone pages" style={{ display: 'flex', gap: '1rem', padding: '1rem' }}>
        <Link to={staffPaths.inbox}>Inbox</Link>
        <Link to={staffPaths.subscribers}>Subscribers</Link>
        <Link to={staffPaths.subscriptions}>Subscriptions</Link>
        <Link to={staffPaths.audit}>Audit</Link>
      </nav>
      <main>
        <Routes>
          <Route path={staffPaths.enquiry(':id')} element={<EnquiryPage />} />
          <Route path={staffPaths.subscribers} element={<SubscribersPage />} />
          <Route path={staffPaths.subscriptions} element={<SubscriptionsPage />} />
          <Route path={staffPaths.audit} element={<AuditPage />} />
          <Route path="*" element={<InboxPage />} />
        </Routes>
      </main>
      <ToastContainer position="top-right" autoClose={5000} />
    </BrowserRouter>
  );
}
