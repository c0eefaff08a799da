import { hearAboutOptions, interestOptions, type ContactField, type SelectOption } from '@rcm/shared';

export interface ContactFieldSpec {
  name: ContactField;
  /** The spec's label, verbatim: it is the field's accessible name. */
  label: string;
  kind: 'text' | 'email' | 'tel' | 'select' | 'textarea';
  /** Marked with an asterisk, as the spec marks it. */
  marked: boolean;
  autoComplete?: string;
  hint?: string;
  options?: readonly SelectOption[];
  wide?: boolean;
}

/** The spec's ten fields in its order. */
export const contactFieldSpecs: readonly ContactFieldSpec[] = [
  { name: 'first_name', label: 'First Name', kind: 'text', marked: true, autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', kind: 'text', marked: true, autoComplete: 'family-name' },
  { name: 'title', label: 'Title', kind: 'text', marked: false, autoComplete: 'organization-title', hint: 'Your role, e.g. Practice Manager.' },
  { name: 'company', label: 'Company', kind: 'text', marked: true, autoComplete: 'organization' },
  { name: 'interest', label: 'I am Interested In...', kind: 'select', marked: false, options: interestOptions },
  { name: 'method', label: 'How Did You Hear About', kind: 'select', marked: false, options: hearAboutOptions },
  { name: 'country', label: 'Country', kind: 'text', marked: true, autoComplete: 'country-name' },
  { name: 'email', label: 'Work Email Address', kind: 'email', marked: false, autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', kind: 'tel', marked: true, autoComplete: 'tel', hint: '11 digits, e.g. 15551234567.' },
  { name: 'message', label: 'Message', kind: 'textarea', marked: false, hint: 'At least 20 characters.', wide: true },
];
