import { accountSettingsMessages as text } from '@rcm/shared/account-texts';
import { useHydrated } from '@rcm/shared/hooks';
import type { FormEvent, ReactNode } from 'react';
import { TextField } from '../../components/text-field';
import styles from './settings-forms.module.css';
import confirmPieces from '../../components/confirm-pieces.module.css';

interface SettingsFormProps {
  busy: boolean;
  /** Sends the form (the browser's own validation is off: each form says what is wrong in its words). */
  onSubmit: () => void;
  submitLabel: string;
  busyLabel?: string;
  /** The button of an action that cannot be undone. */
  danger?: boolean;
  children: ReactNode;
}

/**
 * One setting's form: its fields, then its button, which says when it is busy. The server
 * renders it (the settings page is rendered for the signed-in visitor): its button waits for
 * hydration, as the login form's does (see FormNeedsJavaScript).
 */
export function SettingsForm({ busy, onSubmit, submitLabel, busyLabel = text.saving, danger = false, children }: SettingsFormProps) {
  const ready = useHydrated();
  return (
    <form className={styles.form} noValidate aria-busy={busy} onSubmit={(event: FormEvent) => (event.preventDefault(), onSubmit())}>
      {children}
      <div className={styles.actions}>
        <button type="submit" className={danger ? `button ${confirmPieces.danger}` : 'button button--primary'} disabled={busy || !ready}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** The current password, which a change of address or password and closing the account ask for again. */
export function CurrentPasswordField(props: { value: string; onValueChange: (value: string) => void; error?: string }) {
  return <TextField label="Current password" type="password" autoComplete="current-password" maxLength={256} {...props} />;
}
