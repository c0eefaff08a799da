import { ToastContainer } from 'react-toastify';
import { staffPaths } from '@rcm/shared';
import { Outlet, ScrollRestoration, useLocation } from '@rcm/shared/routing';
import { Footer } from './footer/footer';
import { Navbar } from './navbar/navbar';
import { PreviewBanner } from './preview-banner/preview-banner';
import { useReportedPageViews } from '../rum/rum';
import styles from './layout.module.css';

/** Whether `pathname` is a page of the staff console: the company's own pages, not the public site's. */
const isConsolePage = (pathname: string) => pathname === staffPaths.inbox || pathname.startsWith(`${staffPaths.inbox}/`);

/**
 * The frame every page shares: a preview's banner, navbar, the page, footer, and the site's one toast container.
 * Inside the staff console the footer leaves out what is for the public (newsletter, social).
 */
export function Layout({ children }: { children?: React.ReactNode }) {
  const { pathname } = useLocation();
  useReportedPageViews();
  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <PreviewBanner />
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer forPublic={!isConsolePage(pathname)} />
      <ToastContainer position="top-right" autoClose={5000} newestOnTop className={styles.toasts} />
      <ScrollRestoration />
    </div>
  );
}
