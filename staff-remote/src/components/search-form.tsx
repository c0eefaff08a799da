import { useState, type FormEvent } from 'react';

interface SearchFormProps {
  label: string;
  /** The search the list shows now ('' for none). */
  value: string;
  onSearch: (text: string) => void;
}

/** One search box and its button above a list; an empty search shows everything. */
export function SearchForm({ label, value, onSearch }: SearchFormProps) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit}>
      <label>
        {label} <input type="search" value={text} onChange={(event) => setText(event.target.value)} maxLength={100} />
      </label>{' '}
      <button type="submit">Search</button>
    </form>
  );
}
