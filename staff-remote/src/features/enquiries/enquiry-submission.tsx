import type { ApiResult, EnquiryDetail } from '@rcm/shared';
import { useState } from 'react';
import styles from './enquiry-submission.module.css';

/** What the last submission came to: said next to the button. */
export interface Outcome {
  ok: boolean;
  message: string;
}

/**
 * A form of the enquiry page sending one change: while it is under way, what it came to, and
 * the enquiry the server answered, passed on (the page shows it as it now is).
 */
export function useEnquirySubmission(onSaved: (enquiry: EnquiryDetail) => void) {
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  /** Sends it; true once done (then `done` is said), false when refused (the server's message is). */
  async function submit(send: () => Promise<ApiResult<EnquiryDetail>>, done: string): Promise<boolean> {
    setSaving(true);
    const result = await send();
    setSaving(false);
    if (!result.ok) {
      setOutcome({ ok: false, message: result.message });
      return false;
    }
    setOutcome({ ok: true, message: done });
    onSaved(result.value);
    return true;
  }

  return { saving, outcome, setOutcome, submit };
}

/** The form's button, and what the last submission came to beside it. */
export function SubmitRow({
  saving,
  outcome,
  label,
  busyLabel,
}: {
  saving: boolean;
  outcome: Outcome | null;
  label: string;
  busyLabel: string;
}) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? busyLabel : label}
      </button>
      <p role="status" className={outcome && !outcome.ok ? styles.failed : styles.saved}>
        {outcome?.message}
      </p>
    </div>
  );
}
