import { hearAboutOptions, interestOptions } from '../catalog/contact-options';
import { hasControlCharacters } from './control-characters';
import { EMAIL_MAX_LENGTH, isAcceptedEmail } from './email';
import { fieldOf, type Checked, type FieldProblem } from './field-problem';
import { contactMessages } from './messages';

/** The contact enquiry as sent on the wire: ten strings, named as the spec names them. */
export interface ContactEnquiry {
  first_name: string;
  last_name: string;
  title: string;
  company: string;
  interest: string;
  method: string;
  country: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactEnquiry;

export const PHONE_LENGTH = 11;
export const MESSAGE_MIN_LENGTH = 20;
const TEXT_MIN_LENGTH = 2;

export interface ContactFieldRule {
  field: ContactField;
  /** The spec's label, verbatim: the form's visible label and the field's accessible name. */
  label: string;
  /** An upper bound the spec does not give; it keeps one enquiry to a sane size. */
  maxLength: number;
  passes: (value: string) => boolean;
  /** The spec's message when the rule fails. */
  message: string;
}

/** The upper bound is the rule's maxLength, checked on the text as sent (see validateContactForm). */
function textOfAtLeast(min: number): (value: string) => boolean {
  return (value) => value.trim().length >= min;
}

const oneOf = (options: readonly { value: string }[]) => (value: string) => options.some((option) => option.value === value);

/** The spec's ten fields and rules, in its order: the first failing rule is the one shown. */
export const contactFieldRules: readonly ContactFieldRule[] = [
  { field: 'first_name', label: 'First Name', maxLength: 100, passes: textOfAtLeast(TEXT_MIN_LENGTH), message: contactMessages.firstName },
  { field: 'last_name', label: 'Last Name', maxLength: 100, passes: textOfAtLeast(TEXT_MIN_LENGTH), message: contactMessages.lastName },
  { field: 'title', label: 'Title', maxLength: 100, passes: textOfAtLeast(TEXT_MIN_LENGTH), message: contactMessages.title },
  { field: 'company', label: 'Company', maxLength: 200, passes: textOfAtLeast(TEXT_MIN_LENGTH), message: contactMessages.company },
  { field: 'interest', label: 'I am Interested In...', maxLength: 40, passes: oneOf(interestOptions), message: contactMessages.interest },
  { field: 'method', label: 'How Did You Hear About', maxLength: 1, passes: oneOf(hearAboutOptions), message: contactMessages.method },
  { field: 'country', label: 'Country', maxLength: 100, passes: textOfAtLeast(TEXT_MIN_LENGTH), message: contactMessages.country },
  { field: 'email', label: 'Work Email Address', maxLength: EMAIL_MAX_LENGTH, passes: isAcceptedEmail, message: contactMessages.email },
  {
    field: 'phone',
    label: 'Phone Number',
    maxLength: PHONE_LENGTH,
    passes: (value) => new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(value),
    message: contactMessages.phone,
  },
  { field: 'message', label: 'Message', maxLength: 5000, passes: textOfAtLeast(MESSAGE_MIN_LENGTH), message: contactMessages.message },
];

export const contactFields: readonly ContactField[] = contactFieldRules.map((rule) => rule.field);

export function contactFieldRule(field: ContactField): ContactFieldRule {
  return contactFieldRules.find((rule) => rule.field === field)!;
}

export function emptyContactEnquiry(): ContactEnquiry {
  return Object.fromEntries(contactFields.map((field) => [field, ''])) as unknown as ContactEnquiry;
}

/**
 * The enquiry's ten fields once every rule passes, or the first rule it breaks in the spec's
 * order. Accepts unknown input so the backend can pass a request body straight in.
 */
export function checkContactForm(input: unknown): Checked<ContactEnquiry, ContactField> {
  const enquiry = emptyContactEnquiry();
  for (const rule of contactFieldRules) {
    const value = fieldOf(input, rule.field);
    // The bound is on the text as sent, spaces included, so padding cannot smuggle in a huge value.
    const refused =
      typeof value !== 'string' ||
      value.length > rule.maxLength ||
      hasControlCharacters(value, rule.field === 'message') ||
      !rule.passes(value);
    if (refused) return { problem: { field: rule.field, message: rule.message } };
    enquiry[rule.field] = value;
  }
  return { value: enquiry };
}

/** The first rule the enquiry breaks, in the spec's order, or null when it is valid. */
export function validateContactForm(input: unknown): FieldProblem<ContactField> | null {
  return checkContactForm(input).problem ?? null;
}
