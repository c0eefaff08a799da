import { Field, hintId } from './field';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: string;
}

/** A labelled `<select>` in the site's field style, with an optional hint under it. */
export function SelectField({ id, label, value, onChange, options, hint }: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint}>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hintId(id, hint)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
