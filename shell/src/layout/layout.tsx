import { ToastContainer } from 'react-toastify';
import { Outlet, ScrollRestoration } from '@rcm/shared/routing';
import { Footer } from './footer/footer';
import { Navbar } from './navbar/navbar';
import styles from './layout.module.css';

/** The frame every page shares: navbar, the page, footer, and the site's one toast container. */
export function Layout({ children }: { children?: React.ReactNode }) {
  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <ToastContainer position="top-right" autoClose={5000} newestOnTop className={styles.toasts} />
      <ScrollRestoration />
    </div>
  );
}
