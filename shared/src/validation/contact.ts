import { hearAboutOptions, interestOptions } from '../catalog/contact-options';
import { EMAIL_MAX_LENGTH, isAcceptedEmail } from './email';
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

export const contactFields: readonly ContactField[] = [
  'first_name',
  'last_name',
  'title',
  'company',
  'interest',
  'method',
  'country',
  'email',
  'phone',
  'message',
];

/** Upper bounds the spec does not give; they keep one enquiry to a sane size. */
export const contactMaxLengths: Record<ContactField, number> = {
  first_name: 100,
  last_name: 100,
  title: 100,
  company: 200,
  interest: 40,
  method: 1,
  country: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 11,
  message: 5000,
};

export const PHONE_LENGTH = 11;
export const MESSAGE_MIN_LENGTH = 20;
const TEXT_MIN_LENGTH = 2;

export function emptyContactEnquiry(): ContactEnquiry {
  return {
    first_name: '',
    last_name: '',
    title: '',
    company: '',
    interest: '',
    method: '',
    country: '',
    email: '',
    phone: '',
    message: '',
  };
}

function textBetween(value: string, min: number, max: number): boolean {
  const length = value.trim().length;
  return length >= min && length <= max;
}

const interestValues: readonly string[] = interestOptions.map((option) => option.value);
const hearAboutValues: readonly string[] = hearAboutOptions.map((option) => option.value);

/** The spec's ten rules, in its order: each pairs a field with the test it must pass. */
const contactRules: ReadonlyArray<{
  field: ContactField;
  passes: (value: string) => boolean;
  message: string;
}> = [
  { field: 'first_name', passes: (v) => textBetween(v, TEXT_MIN_LENGTH, contactMaxLengths.first_name), message: contactMessages.firstName },
  { field: 'last_name', passes: (v) => textBetween(v, TEXT_MIN_LENGTH, contactMaxLengths.last_name), message: contactMessages.lastName },
  { field: 'title', passes: (v) => textBetween(v, TEXT_MIN_LENGTH, contactMaxLengths.title), message: contactMessages.title },
  { field: 'company', passes: (v) => textBetween(v, TEXT_MIN_LENGTH, contactMaxLengths.company), message: contactMessages.company },
  { field: 'interest', passes: (v) => interestValues.includes(v), message: contactMessages.interest },
  { field: 'method', passes: (v) => hearAboutValues.includes(v), message: contactMessages.method },
  { field: 'country', passes: (v) => textBetween(v, TEXT_MIN_LENGTH, contactMaxLengths.country), message: contactMessages.country },
  { field: 'email', passes: isAcceptedEmail, message: contactMessages.email },
  { field: 'phone', passes: (v) => new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(v.trim()), message: contactMessages.phone },
  { field: 'message', passes: (v) => textBetween(v, MESSAGE_MIN_LENGTH, contactMaxLengths.message), message: contactMessages.message },
];

/**
 * Returns the first failing rule's message in the spec's order, or null when the enquiry is
 * valid. Accepts unknown input so the backend can pass a request body straight in.
 */
export function validateContactForm(input: unknown): string | null {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  for (const rule of contactRules) {
    const value = record[rule.field];
    if (typeof value !== 'string' || !rule.passes(value)) return rule.message;
  }
  return null;
}

/** The field a message belongs to, so a page can focus it. */
export function contactFieldForMessage(message: string): ContactField | undefined {
  return contactRules.find((rule) => rule.message === message)?.field;
}
