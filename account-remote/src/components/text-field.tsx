import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  hint?: string;
  /** Shown under the field and read with it; marks the input invalid. */
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The input, for a form that moves the focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input: the visible label names it, the hint and the error (if any) describe it. */
export function TextField({ label, hint, error, value, onValueChange, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={`field__input ${error ? styles.invalid : ''}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
