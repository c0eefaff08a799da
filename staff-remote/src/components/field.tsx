import type { FieldErrorView } from '@rcm/shared/hooks';
import type { ReactNode } from 'react';

/** The id of a field's hint, for the control's `aria-describedby`; undefined when it has none. */
export const hintId = (id: string, hint: string | undefined): string | undefined => (hint ? `${id}-hint` : undefined);

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  /** The form's error view for this field (`useFormFeedback`): its message is said beside the control. */
  error?: FieldErrorView;
  children: ReactNode;
}

/** The site's field frame: the label for the control `id`, the control, an optional hint under it and the field's error. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <span id={hintId(id, hint)} className="field__hint">
          {hint}
        </span>
      )}
      {error?.error && (
        <span id={error.errorId} className="field__error">
          {error.error}
        </span>
      )}
    </div>
  );
}
