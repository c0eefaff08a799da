import { brand, paths } from '@rcm/shared';
import { Link } from '@rcm/shared/routing';
import styles from './brand-logo.module.css';

interface BrandLogoProps {
  tone?: 'dark' | 'light';
}

export function BrandLogo({ tone = 'dark' }: BrandLogoProps) {
  return (
    <Link to={paths.home} className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`} aria-label={`${brand.companyName} home`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 17h4l2-6 3 11 2-5h3" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={styles.name}>{brand.companyName}</span>
    </Link>
  );
}
