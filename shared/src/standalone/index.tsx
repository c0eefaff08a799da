import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { localRuntimeConfig, setRuntimeConfig } from '@rcm/shared';

/** One page of a team's development page: its path, what it shows, and, if it has one, its link. */
export interface StandalonePage {
  path: string;
  element: ReactElement;
  /** The link in the page's navigation; pages reached by a link of their own (a mail's) have none. */
  label?: string;
}

/**
 * A remote's development page (`npm run dev -w <remote>`): the team's own pages under a minimal
 * router and toast container, without the shell, talking to the local backend as the shell would
 * tell them to (log in on the site first: the session cookie is the site's). Production never
 * serves it, and no visitor downloads this entry: only the remotes' standalone bootstraps import it.
 * The last page may have the path `*`: what any other address shows.
 */
export function startStandalone(pages: StandalonePage[]): void {
  setRuntimeConfig(localRuntimeConfig());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <nav aria-label="Standalone pages" style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: '1rem' }}>
          {pages.map(({ path, label }) =>
            label ? (
              <Link key={path} to={path}>
                {label}
              </Link>
            ) : null,
          )}
        </nav>
        <main>
          <Routes>
            {pages.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
        </main>
        <ToastContainer position="top-right" autoClose={5000} />
      </BrowserRouter>
    </StrictMode>,
  );
}
