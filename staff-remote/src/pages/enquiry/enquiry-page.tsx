import { hearAboutOptions, interestOptions, staffPaths, type EnquiryDetail } from '@rcm/shared';
import { Link, useLocation, useParams } from '@rcm/shared/routing';
import { useState, type ReactNode } from 'react';
import { StaffFrame } from '../../components/staff-frame';
import { StatusBadge } from '../../components/status-badge';
import { EnquiryEditor } from '../../features/enquiries/enquiry-editor';
import { EnquiryNotes } from '../../features/enquiries/enquiry-notes';
import { EnquiryReply } from '../../features/enquiries/enquiry-reply';
import { LocalTime } from '../../components/local-time';
import { listSearchFrom } from '../../lib/list-address';
import { auditOfRecord } from '../../lib/audit-filters';
import { staffApi } from '../../lib/staff-api';
import { useStaffQuery } from '../../lib/use-staff-query';
import styles from './enquiry-page.module.css';

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

function Details({ enquiry }: { enquiry: EnquiryDetail }) {
  const rows: Array<[string, ReactNode]> = [
    ['Received', <LocalTime iso={enquiry.createdAt} />],
    ['Name', `${enquiry.firstName} ${enquiry.lastName}`],
    ['Title', enquiry.title],
    ['Company', enquiry.company],
    ['Email', enquiry.email],
    ['Phone', enquiry.phone],
    ['Country', enquiry.country],
    ['Interested in', labelOf(interestOptions, enquiry.interest)],
    ['Heard about us', labelOf(hearAboutOptions, enquiry.method)],
    ['Last change', <LocalTime iso={enquiry.updatedAt} />],
    ['Audit log', <Link to={auditOfRecord(`enquiry:${enquiry.id}`)}>Everything done to this enquiry</Link>],
  ];
  return (
    <div className={`card ${styles.details}`}>
      <h2>What they sent</h2>
      <dl className={styles.fields}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>Message</h3>
      {/* Text, never HTML: whatever a visitor typed is shown as typed. */}
      <p className={styles.message}>{enquiry.message}</p>
    </div>
  );
}

/** `/staff/enquiries/:id`: one enquiry (reading it is audited), its follow-up and its notes. */
export default function EnquiryPage() {
  const { id = '' } = useParams();
  // Back to the inbox as it was left (its filters and page), when it was opened from there.
  const inboxSearch = listSearchFrom(useLocation().state);
  const [state, retry] = useStaffQuery(() => staffApi.enquiry(id), id);
  const [saved, setSaved] = useState<EnquiryDetail | null>(null);
  const enquiry = saved?.id === Number(id) ? saved : state.status === 'ready' ? state.value : null;

  return (
    <StaffFrame
      heading={enquiry ? `Enquiry ${enquiry.id}: ${enquiry.firstName} ${enquiry.lastName}` : 'Enquiry'}
      state={state}
      retry={retry}
      actions={<Link to={`${staffPaths.inbox}${inboxSearch}`}>Back to the enquiries</Link>}
    >
      {(loaded) => {
        const current = enquiry ?? loaded;
        return (
          <>
            <p className={styles.status}>
              Status: <StatusBadge status={current.status} />
            </p>
            <div className={styles.layout}>
              <Details enquiry={current} />
              <div className={styles.side}>
                <EnquiryEditor key={current.id} enquiry={current} onSaved={setSaved} />
                <EnquiryReply key={`reply-${current.id}`} enquiry={current} onSaved={setSaved} />
                <EnquiryNotes key={`notes-${current.id}`} enquiry={current} onSaved={setSaved} />
              </div>
            </div>
          </>
        );
      }}
    </StaffFrame>
  );
}
