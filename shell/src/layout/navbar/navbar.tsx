import { paths, STAFF_LABEL, staffPaths } from '@rcm/shared';
import { useUserData } from '@rcm/shared/hooks';
import { Link, NavLink, useLocation } from '@rcm/shared/routing';
import { useEffect, useId, useRef, useState } from 'react';
import { BrandLogo } from '../brand-logo';
import styles from './navbar.module.css';
import { useServerLabels } from './use-server-labels';

const desktopLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About Us' },
  { to: paths.services, label: 'Services' },
  { to: paths.contact, label: 'Contact Us' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.active : ''}`;

/** A menu's links, each in its list item, the current page's marked. */
function NavLinkItems({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  return links.map((link) => (
    <li key={link.label}>
      <NavLink to={link.to} end className={navLinkClass}>
        {link.label}
      </NavLink>
    </li>
  ));
}

export function Navbar() {
  const user = useUserData();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Only a hint for the menu (the staff API checks the label on every request), kept in step with the server.
  useServerLabels(user);
  const isStaff = user?.labels?.includes(STAFF_LABEL) ?? false;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenOn(null);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // The spec's phone menu: Home, About Us, Contact Us and Login; logged in, "Login" leads to the profile.
  const mobileLinks = [
    { to: paths.home, label: 'Home' },
    { to: paths.about, label: 'About Us' },
    { to: paths.contact, label: 'Contact Us' },
    { to: user ? paths.profile : paths.login, label: 'Login' },
    ...(isStaff ? [{ to: staffPaths.inbox, label: 'Staff' }] : []),
  ];

  return (
    <header className={styles.header}>
      <nav className={`container ${styles.bar}`} aria-label="Main">
        <BrandLogo />
        <ul className={styles.desktopLinks}>
          <NavLinkItems links={desktopLinks} />
          {isStaff && (
            <li>
              <NavLink to={staffPaths.inbox} className={navLinkClass}>
                Staff
              </NavLink>
            </li>
          )}
          <li>
            {user ? (
              <Link to={paths.profile} className="button button--primary">
                Profile
              </Link>
            ) : (
              <Link to={paths.login} className="button button--primary">
                Get started
              </Link>
            )}
          </li>
        </ul>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.menuIcon}>
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          <span className="visually-hidden">Menu</span>
        </button>
      </nav>
      <div id={menuId} className={styles.mobileMenu} hidden={!menuOpen}>
        <ul className="container">
          <NavLinkItems links={mobileLinks} />
        </ul>
      </div>
    </header>
  );
}
