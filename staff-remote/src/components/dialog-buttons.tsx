import styles from './staff-dialog.module.css';

interface DialogButtonsProps {
  busy: boolean;
  submit: string;
  /** The submit button's text while the form is sent. */
  busyLabel: string;
  cancel: string;
  onCancel: () => void;
}

/** A console dialog's buttons: its form's submit and a cancel, both held while the form is sent. */
export function DialogButtons({ busy, submit, busyLabel, cancel, onCancel }: DialogButtonsProps) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? busyLabel : submit}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
        {cancel}
      </button>
    </div>
  );
}
