import styles from './pager.module.css';

interface PagerProps {
  label: string;
  pageNumber: number;
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
}

/** "Newer" and "Older" for a long list, with the page number said to screen readers. */
export function Pager({ label, pageNumber, hasOlder, onNewer, onOlder }: PagerProps) {
  if (pageNumber === 1 && !hasOlder) return null;
  return (
    <nav aria-label={`${label} pages`} className={styles.pager}>
      <button type="button" className="button button--secondary" disabled={pageNumber === 1} onClick={onNewer}>
        Newer
      </button>
      <span aria-live="polite">Page {pageNumber}</span>
      <button type="button" className="button button--secondary" disabled={!hasOlder} onClick={onOlder}>
        Older
      </button>
    </nav>
  );
}
