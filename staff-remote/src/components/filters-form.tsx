import type { FormEvent, ReactNode } from 'react';
import styles from './filters-form.module.css';

/**
 * A list's filters above it (the inbox's, the audit log's): its fields in a grid, inputs'
 * bottoms aligned, then "Apply filters". Applied when sent, so typing does not query at every key.
 */
export function FiltersForm({ label, onApply, children }: { label: string; onApply: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label={label}>
      {children}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
      </div>
    </form>
  );
}
