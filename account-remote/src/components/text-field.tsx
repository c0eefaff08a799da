import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  hint?: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A labelled input: the visible label names it, the hint (if any) describes it. */
export function TextField({ label, hint, value, onValueChange, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="field__input"
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
