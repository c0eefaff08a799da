import { useCurrentEffect } from '@rcm/shared/hooks';
import { enquiryStatuses, type EnquiryChange, type EnquiryDetail, type StaffMember } from '@rcm/shared';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../components/select-field';
import { statusLabel } from '../../components/status-badge';
import { staffApi } from '../../lib/staff-api';
import styles from './enquiry-editor.module.css';
import { SubmitRow, useEnquirySubmission } from './enquiry-submission';

/** The staff's side of an enquiry: its status (any, so a closed one can be reopened) and who handles it. */
export function EnquiryEditor({ enquiry, onSaved }: { enquiry: EnquiryDetail; onSaved: (enquiry: EnquiryDetail) => void }) {
  const [status, setStatus] = useState(enquiry.status);
  // A status moved elsewhere (a reply sets a new enquiry to contacted) is what the select shows next.
  const [shownStatus, setShownStatus] = useState(enquiry.status);
  if (shownStatus !== enquiry.status) {
    setShownStatus(enquiry.status);
    setStatus(enquiry.status);
  }
  const [assignee, setAssignee] = useState(enquiry.assignee);
  const [members, setMembers] = useState<StaffMember[]>([]);
  const { saving, outcome, setOutcome, submit } = useEnquirySubmission(onSaved);

  useCurrentEffect((isCurrent) => {
    void staffApi.members().then((result) => {
      if (isCurrent() && result.ok) setMembers(result.value.items);
    });
  }, []);

  const assignees =
    members.some((member) => member.email === enquiry.assignee) || !enquiry.assignee
      ? members
      : [{ email: enquiry.assignee, name: enquiry.assignee }, ...members];

  async function save(event: FormEvent) {
    event.preventDefault();
    const change: EnquiryChange = {};
    if (status !== enquiry.status) change.status = status;
    if (assignee !== enquiry.assignee) change.assignee = assignee;
    if (Object.keys(change).length === 0) {
      setOutcome({ ok: true, message: 'Nothing to save.' });
      return;
    }
    await submit(() => staffApi.updateEnquiry(String(enquiry.id), change), 'Saved.');
  }

  return (
    <form className={`card ${styles.editor}`} onSubmit={(event) => void save(event)} aria-labelledby="enquiry-editor-heading">
      <h2 id="enquiry-editor-heading">Follow-up</h2>
      <SelectField
        id="enquiry-status-change"
        label="Status"
        value={status}
        onChange={(value) => setStatus(value as typeof status)}
        options={enquiryStatuses.map((option) => ({ value: option, label: statusLabel(option) }))}
        hint="Usually new, contacted, qualified, closed; choose New to reopen one. Every change is in the audit log."
      />
      <SelectField
        id="enquiry-assignee"
        label="Assignee"
        value={assignee}
        onChange={setAssignee}
        options={[
          { value: '', label: 'Nobody' },
          ...assignees.map((member) => ({ value: member.email, label: member.name ? `${member.name} (${member.email})` : member.email })),
        ]}
      />
      <SubmitRow saving={saving} outcome={outcome} label="Save changes" busyLabel="Saving…" />
    </form>
  );
}
