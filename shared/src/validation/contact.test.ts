import { contactRuleCases, sampleEnquiry as valid } from '../testing';
import {
  contactFieldRules,
  contactFields,
  emptyContactEnquiry,
  checkContactForm,
  validateContactForm,
  type ContactEnquiry,
} from './contact';
import { contactMessages } from './messages';

test('a complete enquiry passes', () => {
  expect(validateContactForm(valid)).toBeNull();
});

test('the rules cover the ten fields in the spec order, each with its own message', () => {
  expect(contactFields).toEqual([
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
  ]);
  expect(contactFieldRules.map((rule) => rule.message)).toEqual(Object.values(contactMessages));
  expect(contactRuleCases.map((ruleCase) => ruleCase.field)).toEqual(contactFields);
});

test.each(contactRuleCases)('$field: "$badValue" is refused with "$message"', ({ field, badValue, message }) => {
  expect(validateContactForm({ ...valid, [field]: badValue })).toEqual({ field, message });
});

test('with every field bad, each rule wins over all the later ones', () => {
  contactRuleCases.forEach(({ field, message }, index) => {
    const enquiry: ContactEnquiry = { ...valid };
    for (const later of contactRuleCases.slice(index)) enquiry[later.field] = later.badValue;
    expect(validateContactForm(enquiry)).toEqual({ field, message });
  });
});

test('two characters are enough for the short text fields, and whitespace does not count', () => {
  expect(validateContactForm({ ...valid, first_name: 'Al', last_name: 'Ng', title: 'Dr', company: 'AB', country: 'US' })).toBeNull();
  expect(validateContactForm({ ...valid, first_name: '  A ' })?.message).toBe(contactMessages.firstName);
});

test('email needs both "@" and ".com"', () => {
  expect(validateContactForm({ ...valid, email: 'maria@clinic.org' })?.message).toBe(contactMessages.email);
  expect(validateContactForm({ ...valid, email: 'maria.com' })?.message).toBe(contactMessages.email);
  expect(validateContactForm({ ...valid, email: 'a@b.com' })).toBeNull();
});

test.each(['a@x.com,b@y.com', 'Name <a@x.com>', 'a@x.com\r\n', 'a@x.com\r\nBcc: b@y.com', 'team: a@x.com;'])(
  'email %p is not one address: the email message',
  (email) => {
    expect(validateContactForm({ ...valid, email })).toEqual({ field: 'email', message: contactMessages.email });
  },
);

test('the phone number is exactly 11 digits', () => {
  expect(validateContactForm({ ...valid, phone: '155512345678' })?.message).toBe(contactMessages.phone);
  expect(validateContactForm({ ...valid, phone: '1555-123456' })?.message).toBe(contactMessages.phone);
  expect(validateContactForm({ ...valid, phone: '44207946000' })).toBeNull();
  expect(validateContactForm({ ...valid, phone: ' 4420794600' })?.message).toBe(contactMessages.phone);
});

test('the message needs at least 20 characters', () => {
  expect(validateContactForm({ ...valid, message: 'x'.repeat(19) })?.message).toBe(contactMessages.message);
  expect(validateContactForm({ ...valid, message: 'x'.repeat(20) })).toBeNull();
});

test('only the listed interest and hear-about values are accepted', () => {
  expect(validateContactForm({ ...valid, interest: 'Digital Experience' })?.message).toBe(contactMessages.interest);
  expect(validateContactForm({ ...valid, interest: 'experience' })).toBeNull();
  expect(validateContactForm({ ...valid, method: '6' })?.message).toBe(contactMessages.method);
  expect(validateContactForm({ ...valid, method: '5' })).toBeNull();
});

test('missing fields and wrong types fail with the first affected rule', () => {
  expect(validateContactForm(undefined)?.message).toBe(contactMessages.firstName);
  expect(validateContactForm({ ...valid, company: 42 })?.message).toBe(contactMessages.company);
  const { phone: _phone, ...withoutPhone } = valid;
  expect(validateContactForm(withoutPhone)?.message).toBe(contactMessages.phone);
});

test('overlong text is refused with that field message, spaces included', () => {
  expect(validateContactForm({ ...valid, message: 'x'.repeat(5001) })?.message).toBe(contactMessages.message);
  expect(validateContactForm({ ...valid, last_name: 'x'.repeat(101) })?.message).toBe(contactMessages.lastName);
  expect(validateContactForm({ ...valid, company: `Clinic${' '.repeat(60_000)}` })?.message).toBe(contactMessages.company);
});

test('each field takes text up to its length limit, spaces included', () => {
  const atLimit = Object.fromEntries(contactFieldRules.map(({ field, maxLength }) => [field, maxLength]));
  const longest: ContactEnquiry = {
    ...valid,
    first_name: 'x'.repeat(atLimit.first_name),
    last_name: ' '.repeat(atLimit.last_name - 2) + 'Ng',
    title: 'x'.repeat(atLimit.title),
    company: 'x'.repeat(atLimit.company),
    country: 'x'.repeat(atLimit.country),
    message: 'x'.repeat(atLimit.message),
  };
  expect(validateContactForm(longest)).toBeNull();
  expect(validateContactForm({ ...longest, title: 'x'.repeat(atLimit.title + 1) })?.message).toBe(contactMessages.title);
  expect(validateContactForm({ ...longest, country: 'x'.repeat(atLimit.country + 1) })?.message).toBe(contactMessages.country);
});

test('an empty enquiry has the ten fields, and only the ten fields are kept from a body', () => {
  expect(Object.keys(emptyContactEnquiry())).toEqual(contactFields);
  expect(checkContactForm({ ...valid, extra: 'dropped' })).toEqual({ value: valid });
  expect(checkContactForm({ ...valid, phone: '1' })).toEqual({ problem: { field: 'phone', message: contactMessages.phone } });
});

test('a control character refuses a field with its own message; the message keeps tabs and line breaks', () => {
  expect(validateContactForm({ ...valid, company: 'River\u0000side' })).toEqual({ field: 'company', message: contactMessages.company });
  expect(validateContactForm({ ...valid, first_name: 'Ma\u001bria' })).toEqual({ field: 'first_name', message: contactMessages.firstName });
  expect(validateContactForm({ ...valid, first_name: 'Ma\nria' })).toEqual({ field: 'first_name', message: contactMessages.firstName });
  expect(validateContactForm({ ...valid, email: 'maria\u0000@clinic.com' })).toEqual({ field: 'email', message: contactMessages.email });
  expect(validateContactForm({ ...valid, message: `${valid.message}\u0000` })).toEqual({
    field: 'message',
    message: contactMessages.message,
  });
  expect(validateContactForm({ ...valid, message: `Line one of it,\r\n\tand the second line` })).toBeNull();
});
