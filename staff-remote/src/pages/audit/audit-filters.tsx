import { useState } from 'react';
import { DateField } from '../../components/date-field';
import { FiltersForm } from '../../components/filters-form';
import { SearchField } from '../../components/search-field';
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
  const options = [{ value: '', label: 'Any action' }, ...Object.entries(actions).map(([value, label]) => ({ value, label }))];
  return (
    <FiltersForm
      label="Filter the audit log"
      onApply={() => onApply({ ...draft, actor: draft.actor?.trim(), record: draft.record?.trim() })}
    >
      <SearchField
        id="audit-actor"
        label="Person (name, email or user id)"
        value={draft.actor ?? ''}
        onChange={set('actor')}
        maxLength={320}
      />
      <SelectField id="audit-action" label="Action" value={draft.action ?? ''} onChange={set('action')} options={options} />
      <SearchField id="audit-record" label="Record (e.g. enquiry:12)" value={draft.record ?? ''} onChange={set('record')} maxLength={400} />
      <DateField id="audit-from" label="From" value={draft.from ?? ''} onChange={set('from')} />
      <DateField id="audit-to" label="To" value={draft.to ?? ''} onChange={set('to')} />
    </FiltersForm>
  );
}
