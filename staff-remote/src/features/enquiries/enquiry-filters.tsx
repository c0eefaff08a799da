import { enquiryStatuses, interestOptions, isEnquiryStatus, type EnquiryFilters } from '@rcm/shared';
import { useState } from 'react';
import { SelectField } from '../../components/select-field';
import { statusLabel } from '../../components/status-badge';
import type { ListFilters } from '../../lib/list-address';
import { SearchField } from '../../components/search-field';
import { FiltersForm } from '../../components/filters-form';
import styles from './enquiry-filters.module.css';
import { DateField } from '../../components/date-field';

/** The inbox's filters' query parameters, in the order its address shows them. */
export const enquiryFilterNames = ['q', 'status', 'assigned', 'interest', 'from', 'to'] as const;

/**
 * The inbox's filters an address names, as the form can show them: a status that is none, or
 * `assigned` other than `me`, is left out; the other values go to the API as written, which says
 * what is wrong with one.
 */
export function enquiryFiltersFrom(filters: ListFilters<(typeof enquiryFilterNames)[number]>): EnquiryFilters {
  const { status, assigned } = filters;
  // In place, so the API is asked with the parameters in the address's order.
  return {
    ...filters,
    status: status !== undefined && isEnquiryStatus(status) ? status : undefined,
    assigned: assigned === 'me' ? assigned : undefined,
  };
}

/** The inbox's filters; applied when the form is sent, so typing a search does not query at every key. */
export function EnquiryFiltersForm({ filters, onApply }: { filters: EnquiryFilters; onApply: (filters: EnquiryFilters) => void }) {
  const [draft, setDraft] = useState<EnquiryFilters>(filters);
  const set = (name: keyof EnquiryFilters, value: string) => setDraft((current) => ({ ...current, [name]: value || undefined }));

  return (
    <FiltersForm label="Filter enquiries" onApply={() => onApply(draft)}>
      {/* What is searched is in the label, which wraps: a placeholder that long was cut on a phone (STAFF-8). */}
      <div className={styles.search}>
        <SearchField
          id="enquiry-search"
          label="Search name, company, email, phone or message"
          value={draft.q ?? ''}
          maxLength={100}
          placeholder="Words or a phone number"
          onChange={(value) => set('q', value)}
        />
      </div>
      <SelectField
        id="enquiry-status"
        label="Status"
        value={draft.status ?? ''}
        onChange={(value) => set('status', value)}
        options={[{ value: '', label: 'Any status' }, ...enquiryStatuses.map((status) => ({ value: status, label: statusLabel(status) }))]}
      />
      <SelectField
        id="enquiry-interest"
        label="Interest"
        value={draft.interest ?? ''}
        onChange={(value) => set('interest', value)}
        options={[{ value: '', label: 'Any interest' }, ...interestOptions]}
      />
      <DateField id="enquiry-from" label="Received from" value={draft.from ?? ''} onChange={(value) => set('from', value)} />
      <DateField id="enquiry-to" label="Received until" value={draft.to ?? ''} onChange={(value) => set('to', value)} />
      <div className={styles.mine}>
        <input
          id="enquiry-assigned-to-me"
          type="checkbox"
          checked={draft.assigned === 'me'}
          onChange={(event) => setDraft((current) => ({ ...current, assigned: event.target.checked ? 'me' : undefined }))}
        />
        <label htmlFor="enquiry-assigned-to-me">Assigned to me</label>
      </div>
    </FiltersForm>
  );
}
