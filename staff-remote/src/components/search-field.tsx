import { Field } from './field';

interface SearchFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
}

/** A labelled search box in the site's field style, as `SelectField` and `DateField` are for their controls. */
export function SearchField({ id, label, value, onChange, maxLength, placeholder }: SearchFieldProps) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        className="field__input"
        type="search"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
