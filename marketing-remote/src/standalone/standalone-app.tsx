import { paths } from '@rcm/shared';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
import AboutPage from '../pages/about/about-page';

/**
 * The marketing team's development page: its own pages under a minimal router and toast
 * container, without the shell. Production never serves it.
 */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <nav aria-label="Standalone pages" style={{ display: 'flex', gap: '1rem', padding: '1rem' }}>
        <Link to={paths.about}>About</Link>
      </nav>
      <main>
        <Routes>
          <Route path={paths.about} element={<AboutPage />} />
          <Route path="*" element={<AboutPage />} />
        </Routes>
      </main>
      <ToastContainer position="top-right" autoClose={5000} />
    </BrowserRouter>
  );
}
