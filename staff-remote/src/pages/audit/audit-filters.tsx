import { useState, type FormEvent } from 'react';
import { DateField } from '../../components/date-field';
import { SelectField } from '../../components/select-field';

export const auditFilterNames = ['actor', 'action', 'from', 'to'] as const;
export type AuditFilters = Partial<Record<(typeof auditFilterNames)[number], string>>;

interface AuditFiltersProps {
  filters: AuditFilters;
  /** What each action is called. */
  actions: Readonly<Record<string, string>>;
  onApply: (filters: AuditFilters) => void;
}

/** The audit log's filters: who (address or user id), what, and from/to days; applied together. */
export function AuditFiltersForm({ filters, actions, onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState(filters);
  const set = (name: keyof AuditFilters) => (value: string) => setDraft({ ...draft, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor?.trim() });
  };
  const options = [{ value: '', label: 'Any action' }, ...Object.entries(actions).map(([value, label]) => ({ value, label }))];
  return (
    <form aria-label="Filter the audit log" onSubmit={submit}>
      <label>
        Person (email or user id){' '}
        <input type="search" value={draft.actor ?? ''} onChange={(event) => set('actor')(event.target.value)} maxLength={320} />
      </label>
      <SelectField id="audit-action" label="Action" value={draft.action ?? ''} onChange={set('action')} options={options} />
      <DateField id="audit-from" label="From" value={draft.from ?? ''} onChange={set('from')} />
      <DateField id="audit-to" label="To" value={draft.to ?? ''} onChange={set('to')} />
      <button type="submit">Apply filters</button>
    </form>
  );
}
