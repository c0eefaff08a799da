import { twoStepMessages as text } from '@rcm/shared/account-texts';
import { saveFile } from '@rcm/shared';
import { useFormFeedback, useSubmitOnce, type FormToast, type SubmitOutcome } from '@rcm/shared/hooks';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styles from './two-step.module.css';
import { ConfirmCheckbox } from '../../components/confirm-checkbox';
import printAlone from '../../components/print-alone.module.css';

interface RecoveryCodesProps {
  codes: readonly string[];
  title: string;
  lead: string;
  doneLabel: string;
  busyLabel: string;
  /** Runs once the person said they saved the codes. */
  onDone: () => Promise<SubmitOutcome>;
  /** The two-step section's one toast: "turned on" after the codes takes the place of "tick the box". */
  formToast: FormToast;
}

/**
 * Recovery codes, shown once: to copy, download or print, and a box to tick saying they are
 * saved before going on. The heading takes the focus when they appear, so a screen reader
 * starts reading here.
 */
export function RecoveryCodes({ codes, title, lead, doneLabel, busyLabel, onDone, formToast }: RecoveryCodesProps) {
  const [saved, setSaved] = useState(false);
  const feedback = useFormFeedback<'saved'>(null, formToast);
  const { busy, submit } = useSubmitOnce();
  const heading = useRef<HTMLHeadingElement>(null);
  const asText = `${text.codesFileHeading}\n\n${codes.join('\n')}\n`;

  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      formToast.success(text.codesCopied);
    } catch {
      formToast.error(text.copyFailed);
    }
  }

  /** A change to the box takes back the problem shown for it. */
  function changeSaved(checked: boolean) {
    setSaved(checked);
    feedback.clear();
  }

  function download() {
    saveFile(new Blob([asText], { type: 'text/plain;charset=utf-8' }), text.codesFileName);
  }

  async function finish() {
    if (!saved) return feedback.refuse({ field: 'saved', message: text.codesSavedMissing });
    return onDone();
  }

  return (
    <div className={styles.step}>
      <h3 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {title}
      </h3>
      <p className={styles.muted}>{lead}</p>
      <div className={printAlone.printable}>
        <p className={styles.printOnly}>{text.codesFileHeading}</p>
        <ul className={styles.codes} aria-label={text.codesListLabel}>
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {text.copyCodes}
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          {text.downloadCodes}
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {text.printCodes}
        </button>
      </div>
      <form
        className={styles.form}
        noValidate
        aria-busy={busy}
        onSubmit={(event: FormEvent) => (event.preventDefault(), void submit(finish))}
      >
        <ConfirmCheckbox label={text.codesSaved} checked={saved} onCheckedChange={changeSaved} error={feedback.fieldError('saved').error} />
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? busyLabel : doneLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
