import type { ApiResult, EnquiryDetail } from '@rcm/shared';
import { useState, type FormEvent } from 'react';
import { Field, hintId } from '../../components/field';
import styles from './enquiry-notes.module.css';
import { SubmitRow, useEnquirySubmission } from './enquiry-submission';

export interface TimelineFormProps {
  id: string;
  label: string;
  hint: string;
  maxLength: number;
  /** Said when the box holds nothing to send (nothing is sent then). */
  emptyMessage: string;
  send: (text: string) => Promise<ApiResult<EnquiryDetail>>;
  /** Said once sent. */
  done: string;
  button: string;
  busyButton: string;
  onSaved: (enquiry: EnquiryDetail) => void;
}

/**
 * A text added to an enquiry's timeline (a note, a reply): a box, its button and what the last
 * try came to. Refused, the text stays in the box: nothing typed is lost; sent, the box empties.
 */
export function TimelineForm({ id, label, hint, maxLength, emptyMessage, send, done, button, busyButton, onSaved }: TimelineFormProps) {
  const [text, setText] = useState('');
  const { saving, outcome, setOutcome, submit } = useEnquirySubmission(onSaved);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setOutcome({ ok: false, message: emptyMessage });
      return;
    }
    if (await submit(() => send(text), done)) setText('');
  }

  return (
    <form className={styles.form} onSubmit={(event) => void add(event)}>
      <Field id={id} label={label} hint={hint}>
        <textarea
          id={id}
          className="field__input"
          rows={4}
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={hintId(id, hint)}
        />
      </Field>
      <SubmitRow saving={saving} outcome={outcome} label={button} busyLabel={busyButton} />
    </form>
  );
}
