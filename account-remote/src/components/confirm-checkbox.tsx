import { useId } from 'react';
import confirmPieces from './confirm-pieces.module.css';

interface ConfirmCheckboxProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shown under the box and read with it; marks the box invalid. */
  error?: string;
}

/** The box ticked before something that cannot be undone (closing the account, leaving the recovery codes). */
export function ConfirmCheckbox({ label, checked, onCheckedChange, error }: ConfirmCheckboxProps) {
  const id = useId();
  return (
    <div>
      <div className={confirmPieces.confirm}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <span id={`${id}-error`} className={confirmPieces.error}>
          {error}
        </span>
      )}
    </div>
  );
}
