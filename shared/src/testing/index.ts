/**
 * Fixtures every test suite shares (unit, backend, component and browser tests), so a change
 * to the spec's rules is made once. Not used by any page.
 */
import type { CardForm } from '../validation/card';
import type { ContactEnquiry, ContactField } from '../validation/contact';
import { contactFieldRule } from '../validation/contact';

/** An enquiry that passes every rule; tests change one field at a time. */
export const sampleEnquiry: ContactEnquiry = {
  first_name: 'Maria',
  last_name: 'Lopez',
  title: 'Practice Manager',
  company: 'Riverside Family Clinic',
  interest: 'experience',
  method: '2',
  country: 'United States',
  email: 'maria@riversideclinic.com',
  phone: '15551234567',
  message: 'We would like a quote for claims management for four providers.',
};

export interface ContactRuleCase {
  field: ContactField;
  /** The field's label on the form. */
  label: string;
  /** A value that breaks this field's rule and no other ('' leaves a select unchosen). */
  badValue: string;
  /** The spec's message for it. */
  message: string;
}

const badValues: Record<ContactField, string> = {
  first_name: 'M',
  last_name: 'L',
  title: 'P',
  company: 'R',
  interest: '',
  method: '',
  country: 'U',
  email: 'maria@clinic.org',
  phone: '5551234567',
  message: 'Call me back please',
};

/** The spec's ten contact rules in its order, each with a value that breaks it. */
export const contactRuleCases: readonly ContactRuleCase[] = (Object.keys(badValues) as ContactField[]).map((field) => {
  const rule = contactFieldRule(field);
  return { field, label: rule.label, badValue: badValues[field], message: rule.message };
});

/**
 * Values that are not one mailbox: what a mail library would read as several recipients, a name
 * around one, or a header. The first three are the ones the security review sent (M8).
 */
export const notOneMailbox: readonly string[] = [
  'one@victim-a.com,two@victim-b.com;three@victim-c.com',
  'Sales Team <attacker@evil.com> x.com',
  'n1@victim-a.com,n2@victim-b.com',
  'a@x.com,b@y.com',
  'a@x.com;b@y.com',
  'a@x.com, b@y.com',
  'Name <a@x.com>',
  'Name<a@x.com>',
  '<a@x.com>',
  '"Sales Team" <attacker@evil.com> x.com',
  'team: a@x.com, b@y.com;',
  'team:a@x.com;',
  '"a@x.com"@y.com',
  'a(comment)@x.com',
  'a\\@b@x.com',
  'a@x.com\r\nBcc: b@y.com',
  'a@x.com\n',
  'a@x.com\r',
  'a @x.com',
  'a@@x.com',
  'a@b@x.com',
  'a@[127.0.0.1]',
  'a@localhost',
  '.a@x.com',
  'a.@x.com',
  'a..b@x.com',
  'a@-x.com',
  'a@x-.com',
  'a@x..com',
  '@x.com',
  'a@',
  '',
];

/** A card that passes every rule of the card form (a well-known test number). */
export const sampleCard: CardForm = { number: '4242424242424242', expiration: '12/30', cvv: '123', name: 'Maria Lopez' };

/** Every staff API route, as a method and a path (the enquiry routes on enquiry 1): each must refuse a guest and a customer. */
export const staffApiRoutes: ReadonlyArray<readonly [method: string, path: string]> = [
  ['GET', '/staff/enquiries'],
  ['GET', '/staff/enquiries/1'],
  ['PATCH', '/staff/enquiries/1'],
  ['POST', '/staff/enquiries/1/notes'],
  ['POST', '/staff/enquiries/1/replies'],
  ['GET', '/staff/members'],
  ['GET', '/staff/subscribers'],
  ['GET', '/staff/subscriptions'],
  ['GET', '/staff/audit'],
  ['GET', '/staff/exports/enquiries.csv'],
  ['GET', '/staff/exports/subscribers.csv'],
  ['GET', '/staff/exports/subscriptions.csv'],
];

export { linksIn, mailHeader, messageIdOf, parseMailHeaders, receivedMail, recipientsOf } from './mail';
export type { MailAddress, MailDevEmail, ReceivedMail } from './mail';

export * from './fake-fetch';
export * from './modal-dialog-stand-in';
export * from './appwrite-replies';
export * from './metrics-text';
