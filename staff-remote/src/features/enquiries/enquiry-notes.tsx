import { ENQUIRY_NOTE_MAX_LENGTH, type EnquiryDetail } from '@rcm/shared';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../lib/format';
import { staffApi } from '../../lib/staff-api';
import styles from './enquiry-notes.module.css';
import { SubmitRow, useEnquirySubmission } from './enquiry-submission';

/** Who wrote a note: their address, or, for the note an enquiry had before the timeline, that nobody is known to have. */
const authorOf = (author: string) => author || 'Earlier note (author not recorded)';

/**
 * An enquiry's notes, newest first, each with its author and time, and a form to add one.
 * Notes are added, never edited: a correction is a new note, so the history stays as it was.
 */
export function EnquiryNotes({ enquiry, onSaved }: { enquiry: EnquiryDetail; onSaved: (enquiry: EnquiryDetail) => void }) {
  const [text, setText] = useState('');
  const { saving, outcome, setOutcome, submit } = useEnquirySubmission(onSaved);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setOutcome({ ok: false, message: 'Write the note first.' });
      return;
    }
    // Refused, the text stays in the box: nothing typed is lost.
    if (await submit(() => staffApi.addNote(String(enquiry.id), text), 'Note added.')) setText('');
  }

  return (
    <section className={`card ${styles.notes}`} aria-labelledby="enquiry-notes-heading">
      <h2 id="enquiry-notes-heading">Notes</h2>
      <form className={styles.form} onSubmit={(event) => void add(event)}>
        <div className="field">
          <label className="field__label" htmlFor="enquiry-new-note">
            New note
          </label>
          <textarea
            id="enquiry-new-note"
            className="field__input"
            rows={4}
            maxLength={ENQUIRY_NOTE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="enquiry-new-note-hint"
          />
          <span id="enquiry-new-note-hint" className="field__hint">
            Seen by staff only. Notes are kept as written, with your name and the time: to correct one, add another.
          </span>
        </div>
        <SubmitRow saving={saving} outcome={outcome} label="Add note" busyLabel="Adding…" />
      </form>
      {enquiry.notes.length === 0 ? (
        <p className={styles.empty}>No notes yet.</p>
      ) : (
        <ol className={styles.timeline} aria-label="Notes, newest first">
          {enquiry.notes.map((note) => (
            <li key={note.id}>
              <p className={styles.meta}>
                <span>{authorOf(note.author)}</span> · <time dateTime={note.at}>{formatDateTime(note.at)}</time>
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
