import type { ReactNode } from 'react';

/** The id of a field's hint, for the control's `aria-describedby`; undefined when it has none. */
export const hintId = (id: string, hint: string | undefined): string | undefined => (hint ? `${id}-hint` : undefined);

/** The site's field frame: the label for the control `id`, the control, and an optional hint under it. */
export function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
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
    </div>
  );
}
