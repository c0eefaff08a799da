import { Field } from './field';

interface DateFieldProps {
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** A labelled date input in the site's field style (the browser's own date picker). */
export function DateField({ id, label, value, onChange }: DateFieldProps) {
  return (
    <Field id={id} label={label}>
      <input id={id} className="field__input" type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
