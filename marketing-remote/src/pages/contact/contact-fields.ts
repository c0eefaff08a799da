import {
  contactFieldRule,
  hearAboutOptions,
  interestOptions,
  type ContactField,
  type ContactFieldRule,
  type SelectOption,
} from '@rcm/shared';

/** How the form presents one field; its label, limit, rule and message come from @rcm/shared. */
export interface ContactFieldView {
  rule: ContactFieldRule;
  kind: 'text' | 'email' | 'tel' | 'select' | 'textarea';
  /** Shows the spec's asterisk. */
  showsAsterisk: boolean;
  autoComplete?: string;
  hint?: string;
  options?: readonly SelectOption[];
  wide?: boolean;
}

const view = (field: ContactField, details: Omit<ContactFieldView, 'rule'>): ContactFieldView => ({
  rule: contactFieldRule(field),
  ...details,
});

/** The spec's ten fields in its order. */
export const contactFieldViews: readonly ContactFieldView[] = [
  view('first_name', { kind: 'text', showsAsterisk: true, autoComplete: 'given-name' }),
  view('last_name', { kind: 'text', showsAsterisk: true, autoComplete: 'family-name' }),
  view('title', { kind: 'text', showsAsterisk: false, autoComplete: 'organization-title', hint: 'Your role, e.g. Practice Manager.' }),
  view('company', { kind: 'text', showsAsterisk: true, autoComplete: 'organization' }),
  view('interest', { kind: 'select', showsAsterisk: false, options: interestOptions }),
  view('method', { kind: 'select', showsAsterisk: false, options: hearAboutOptions }),
  view('country', { kind: 'text', showsAsterisk: true, autoComplete: 'country-name' }),
  view('email', { kind: 'email', showsAsterisk: false, autoComplete: 'email' }),
  view('phone', { kind: 'tel', showsAsterisk: true, autoComplete: 'tel', hint: '11 digits, e.g. 15551234567.' }),
  view('message', { kind: 'textarea', showsAsterisk: false, hint: 'At least 20 characters.', wide: true }),
];
