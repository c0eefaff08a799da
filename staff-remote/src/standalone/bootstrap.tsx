import '@rcm/shared/styles/base.css';
import '@rcm/shared/styles/design-system.css';
import { staffPaths } from '@rcm/shared';
import { startStandalone } from '@rcm/shared/standalone';
import AuditPage from '../pages/audit/audit-page';
import EnquiryPage from '../pages/enquiry/enquiry-page';
import InboxPage from '../pages/inbox/inbox-page';
import ReleasesPage from '../pages/releases/releases-page';
import SubscribersPage from '../pages/subscribers/subscribers-page';
import SubscriptionsPage from '../pages/subscriptions/subscriptions-page';

// The staff team's development page: its pages alone, on the local backend (log in on the site first).
startStandalone([
  { path: staffPaths.inbox, label: 'Inbox', element: <InboxPage /> },
  { path: staffPaths.enquiry(':id'), element: <EnquiryPage /> },
  { path: staffPaths.subscribers, label: 'Subscribers', element: <SubscribersPage /> },
  { path: staffPaths.subscriptions, label: 'Subscriptions', element: <SubscriptionsPage /> },
  { path: staffPaths.audit, label: 'Audit', element: <AuditPage /> },
  { path: staffPaths.releases, label: 'Releases', element: <ReleasesPage /> },
  { path: '*', element: <InboxPage /> },
]);
