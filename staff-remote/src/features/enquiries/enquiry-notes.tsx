import { ENQUIRY_NOTE_MAX_LENGTH, type EnquiryDetail, type EnquiryNote } from '@rcm/shared';
import { LocalTime } from '../../components/local-time';
import { staffApi } from '../../lib/staff-api';
import styles from './enquiry-notes.module.css';
import { TimelineForm } from './timeline-form';

/** Who wrote an entry: their address, or, for the note an enquiry had before the timeline, that nobody is known to have. */
const authorOf = (author: string) => author || 'Earlier note (author not recorded)';

/** What an entry is, before its author: a reply went to the enquirer, a note stayed with staff. */
const kindOf = (note: EnquiryNote) => (note.kind === 'reply' ? 'Reply mailed by ' : '');

/**
 * An enquiry's timeline, newest first: its notes and the replies mailed from the console, each
 * with its author and time, and a form to add a note. Entries are added, never edited: a
 * correction is a new note, so the history stays as it was.
 */
export function EnquiryNotes({ enquiry, onSaved }: { enquiry: EnquiryDetail; onSaved: (enquiry: EnquiryDetail) => void }) {
  return (
    <section className={`card ${styles.notes}`} aria-labelledby="enquiry-notes-heading">
      <h2 id="enquiry-notes-heading">Notes and replies</h2>
      <TimelineForm
        id="enquiry-new-note"
        label="New note"
        hint="Seen by staff only. Notes are kept as written, with your name and the time: to correct one, add another."
        maxLength={ENQUIRY_NOTE_MAX_LENGTH}
        emptyMessage="Write the note first."
        send={(text) => staffApi.addNote(String(enquiry.id), text)}
        done="Note added."
        button="Add note"
        busyButton="Adding…"
        onSaved={onSaved}
      />
      {enquiry.notes.length === 0 ? (
        <p className={styles.empty}>No notes or replies yet.</p>
      ) : (
        <ol className={styles.timeline} aria-label="Notes and replies, newest first">
          {enquiry.notes.map((note) => (
            <li key={note.id} className={note.kind === 'reply' ? styles.reply : undefined}>
              <p className={styles.meta}>
                <span>
                  {kindOf(note)}
                  {authorOf(note.author)}
                </span>{' '}
                · <LocalTime iso={note.at} />
              </p>
              {/* Text, never HTML, line breaks kept. */}
              <p className={styles.text}>{note.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
