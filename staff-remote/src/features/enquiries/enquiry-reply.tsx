import { brand, ENQUIRY_REPLY_MAX_LENGTH, type EnquiryDetail } from '@rcm/shared';
import { staffApi } from '../../lib/staff-api';
import styles from './enquiry-notes.module.css';
import { TimelineForm } from './timeline-form';

/**
 * A reply to the enquirer, mailed from the company (their answer goes to the sales mailbox) and
 * kept on the timeline; a new enquiry becomes contacted.
 */
export function EnquiryReply({ enquiry, onSaved }: { enquiry: EnquiryDetail; onSaved: (enquiry: EnquiryDetail) => void }) {
  return (
    <section className={`card ${styles.notes}`} aria-labelledby="enquiry-reply-heading">
      <h2 id="enquiry-reply-heading">Reply to {enquiry.firstName}</h2>
      <TimelineForm
        id="enquiry-reply"
        label="Your reply"
        hint={`Mailed to ${enquiry.email} from ${brand.companyName}; their answer comes to the sales mailbox. Kept below with your name and the time; a new enquiry becomes Contacted.`}
        maxLength={ENQUIRY_REPLY_MAX_LENGTH}
        emptyMessage="Write the reply first."
        send={(text) => staffApi.reply(String(enquiry.id), text)}
        done="Reply sent."
        button="Send reply"
        busyButton="Sending…"
        onSaved={onSaved}
      />
    </section>
  );
}
