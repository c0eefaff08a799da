import { twoStepMessages, twoStepSettingsPath } from '@rcm/shared/account-texts';
import { loginPathReturningTo, paths, STAFF_LABEL, staffPaths } from '@rcm/shared';
import { useHydrated, useUserData } from '@rcm/shared/hooks';
import { Link, Navigate, NavLink, useLocation } from '@rcm/shared/routing';
import type { ReactNode } from 'react';
import { releaseRemotesOf } from '../lib/release-roles';
import type { StaffQueryState } from '../lib/use-staff-query';
import styles from './staff-frame.module.css';

const sections = [
  { to: staffPaths.inbox, label: 'Enquiries', end: true },
  { to: staffPaths.subscribers, label: 'Subscribers', end: true },
  { to: staffPaths.subscriptions, label: 'Subscriptions', end: true },
  { to: staffPaths.audit, label: 'Audit log', end: true },
] as const;

/** Shown only to release managers (a hint from the stored labels: the API checks the role on every request). */
const releasesSection = { to: staffPaths.releases, label: 'Releases', end: true } as const;

/** The inbox owns /staff and every enquiry under /staff/enquiries. */
const isInboxPath = (pathname: string) => pathname === staffPaths.inbox || pathname.startsWith('/staff/enquiries/');

function NoAccess({ message }: { message: string }) {
  return (
    <section className={`container section ${styles.page}`}>
      <div className={`card ${styles.notice}`}>
        <h1>Staff only</h1>
        <p>{message}</p>
        <Link to={paths.home} className="button button--primary">
          Back to the home page
        </Link>
      </div>
    </section>
  );
}

/** Staff without two-step verification: the console needs it, and the account settings set it up. */
function TwoStepRequired() {
  return (
    <section className={`container section ${styles.page}`}>
      <div className={`card ${styles.notice}`}>
        <h1>{twoStepMessages.staffSetUpTitle}</h1>
        <p>{twoStepMessages.staffSetUpLead}</p>
        <Link to={twoStepSettingsPath} className="button button--primary">
          {twoStepMessages.staffSetUpLink}
        </Link>
      </div>
    </section>
  );
}

interface StaffFrameProps<T> {
  heading: ReactNode;
  state: StaffQueryState<T>;
  retry: () => void;
  /** Next to the heading (an export button). */
  actions?: ReactNode;
  /** Above the content, kept while it reloads (the inbox's filters). */
  toolbar?: ReactNode;
  children: (value: T) => ReactNode;
  /**
   * What a staff member sees inside the console when the API refuses them this page (one that
   * needs a role beyond staff); without it, and for anyone not staff, the no-access page.
   */
  forbidden?: ReactNode;
}

/**
 * Every staff page: a guest goes to the login and comes back; an account without the staff
 * role sees the no-access message (the API said 403), staff without two-step verification are
 * sent to set it up; staff get the section links, the page's heading and its content once loaded. Stored text is only ever rendered as text.
 * On the server and while hydrating, the visitor is not known yet (the session is the
 * browser's): the console's frame, loading, which is what staff see first anyway.
 */
export function StaffFrame<T>({ heading, state, retry, actions, toolbar, children, forbidden }: StaffFrameProps<T>) {
  const user = useUserData();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  if (!user && hydrated) return <Navigate to={loginPathReturningTo(`${pathname}${search}`)} replace />;
  const labels = user?.labels ?? [];
  const refusedStaff = state.status === 'forbidden' && forbidden !== undefined && labels.includes(STAFF_LABEL);
  if (state.status === 'forbidden' && !refusedStaff) return <NoAccess message={state.message} />;
  if (state.status === 'two-step-setup') return <TwoStepRequired />;
  return (
    <section className={`container section ${styles.page}`}>
      <nav aria-label="Staff console" className={styles.sections}>
        <ul>
          {[...sections, ...(releaseRemotesOf(labels).length > 0 ? [releasesSection] : [])].map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  `${styles.section} ${isActive || (section.to === staffPaths.inbox && isInboxPath(pathname)) ? styles.current : ''}`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        {actions}
      </div>
      {toolbar}
      {state.status === 'loading' && (
        <p role="status" className={styles.muted}>
          Loading…
        </p>
      )}
      {state.status === 'failed' && (
        <div role="alert" className={styles.failure}>
          <p>{state.message}</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {refusedStaff && forbidden}
      {state.status === 'ready' && children(state.value)}
    </section>
  );
}
