import type { EnquiryStatus } from '@rcm/shared';
import styles from './status-badge.module.css';

const labels: Record<EnquiryStatus, string> = { new: 'New', contacted: 'Contacted', qualified: 'Qualified', closed: 'Closed' };

export const statusLabel = (status: EnquiryStatus) => labels[status];

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return <span className={`${styles.badge} ${styles[status] ?? ''}`}>{labels[status]}</span>;
}
