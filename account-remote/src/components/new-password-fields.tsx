import { passwordMessages } from '@rcm/shared';
import { TextField } from './text-field';

interface NewPasswordFieldsProps {
  password: string;
  onPasswordChange: (value: string) => void;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
  /** What is wrong with the new password itself (its length, or the server's words). */
  passwordError?: string;
  /** A confirmation that does not match. */
  confirmationError?: string;
}

/** Both fields take a new password: the browser may offer to make one up; Appwrite takes 256 characters at the most. */
const newPasswordInput = { type: 'password', autoComplete: 'new-password', maxLength: 256 } as const;

/** A new password typed twice, as the settings and a reset link ask for it; the spec's rules are the first one's hint. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New password"
        hint={passwordMessages.hint}
        value={props.password}
        onValueChange={props.onPasswordChange}
        error={props.passwordError}
        {...newPasswordInput}
      />
      <TextField
        label="Confirm new password"
        value={props.confirmation}
        onValueChange={props.onConfirmationChange}
        error={props.confirmationError}
        {...newPasswordInput}
      />
    </>
  );
}
