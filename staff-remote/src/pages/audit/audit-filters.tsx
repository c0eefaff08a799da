import { useState, type FormEvent } from 'react';
import { DateField } from '../../components/date-field';
import { SelectField } from '../../components/select-field';
import type { AuditFilters } from '../../lib/audit-filters';

interface AuditFiltersProps {
  filters: AuditFilters;
  /** What each action is called. */
  actions: Readonly<Record<string, string>>;
  onApply: (filters: AuditFilters) => void;
}

/** The audit log's filters: who (name, address or user id), what, about which record, and from/to days; applied together. */
export function AuditFiltersForm({ filters, actions, onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState(filters);
  const set = (name: keyof AuditFilters) => (value: string) => setDraft({ ...draft, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor?.trim(), record: draft.record?.trim() });
  };
  const options = [{ value: '', label: 'Any action' }, ...Object.entries(actions).map(([value, label]) => ({ value, label }))];
  return (
    <form aria-label="Filter the audit log" onSubmit={submit}>
      <label>
        Person (name, email or user id){' '}
        <input type="search" value={draft.actor ?? ''} onChange={(event) => set('actor')(event.target.value)} maxLength={320} />
      </label>
      <SelectField id="audit-action" label="Action" value={draft.action ?? ''} onChange={set('action')} options={options} />
      <label>
        Record (as in the Record column, e.g. enquiry:12){' '}
        <input type="search" value={draft.record ?? ''} onChange={(event) => set('record')(event.target.value)} maxLength={400} />
      </label>
      <DateField id="audit-from" label="From" value={draft.from ?? ''} onChange={set('from')} />
      <DateField id="audit-to" label="To" value={draft.to ?? ''} onChange={set('to')} />
      <button type="submit">Apply filters</button>
    </form>
  );
}
