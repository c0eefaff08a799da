import { ENQUIRY_NOTE_MAX_LENGTH, enquiryStatuses, type EnquiryChange, type EnquiryDetail, type StaffMember } from '@rcm/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { statusLabel } from '../../components/status-badge';
import { staffApi } from '../../lib/staff-api';
import styles from './enquiry-editor.module.css';

/** The staff's side of an enquiry: its status (forward only), who handles it, an internal note. */
export function EnquiryEditor({ enquiry, onSaved }: { enquiry: EnquiryDetail; onSaved: (enquiry: EnquiryDetail) => void }) {
  const [status, setStatus] = useState(enquiry.status);
  const [assignee, setAssignee] = useState(enquiry.assignee);
  const [note, setNote] = useState(enquiry.note);
  const [members, setMembers] = useState<StaffMember[]>([]);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    let current = true;
    void staffApi.members().then((result) => {
      if (current && result.ok) setMembers(result.value.items);
    });
    return () => {
      current = false;
    };
  }, []);

  const reachable = enquiryStatuses.slice(enquiryStatuses.indexOf(enquiry.status));
  const assignees =
    members.some((member) => member.email === enquiry.assignee) || !enquiry.assignee
      ? members
      : [{ email: enquiry.assignee, name: enquiry.assignee }, ...members];

  async function save(event: FormEvent) {
    event.preventDefault();
    const change: EnquiryChange = {};
    if (status !== enquiry.status) change.status = status;
    if (assignee !== enquiry.assignee) change.assignee = assignee;
    if (note !== enquiry.note) change.note = note;
    if (Object.keys(change).length === 0) {
      setOutcome({ ok: true, message: 'Nothing to save.' });
      return;
    }
    setSaving(true);
    const result = await staffApi.updateEnquiry(String(enquiry.id), change);
    setSaving(false);
    if (!result.ok) {
      setOutcome({ ok: false, message: result.message });
      return;
    }
    setOutcome({ ok: true, message: 'Saved.' });
    onSaved(result.value);
  }

  return (
    <form className={`card ${styles.editor}`} onSubmit={(event) => void save(event)} aria-labelledby="enquiry-editor-heading">
      <h2 id="enquiry-editor-heading">Follow-up</h2>
      <div className="field">
        <label className="field__label" htmlFor="enquiry-status-change">
          Status
        </label>
        <select
          id="enquiry-status-change"
          className="field__input"
          value={status}
          onChange={(event) => setStatus(event.target.value as typeof status)}
        >
          {reachable.map((option) => (
            <option key={option} value={option}>
              {statusLabel(option)}
            </option>
          ))}
        </select>
        <span className="field__hint">An enquiry moves forward: new, contacted, qualified, closed.</span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="enquiry-assignee">
          Assignee
        </label>
        <select id="enquiry-assignee" className="field__input" value={assignee} onChange={(event) => setAssignee(event.target.value)}>
          <option value="">Nobody</option>
          {assignees.map((member) => (
            <option key={member.email} value={member.email}>
              {member.name ? `${member.name} (${member.email})` : member.email}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="enquiry-note">
          Internal note
        </label>
        <textarea
          id="enquiry-note"
          className="field__input"
          rows={5}
          maxLength={ENQUIRY_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <span className="field__hint">Seen by staff only.</span>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save changes'}
        </button>
        <p role="status" className={outcome && !outcome.ok ? styles.failed : styles.saved}>
          {outcome?.message}
        </p>
      </div>
    </form>
  );
}
