import { contactFieldForMessage, contactFields, validateContactForm, type ContactEnquiry } from './contact';
import { contactMessages } from './messages';

const valid: ContactEnquiry = {
  first_name: 'Maria',
  last_name: 'Lopez',
  title: 'Practice Manager',
  company: 'Riverside Family Clinic',
  interest: 'health care',
  method: '3',
  country: 'United States',
  email: 'maria@riversideclinic.com',
  phone: '15551234567',
  message: 'We would like a quote for claims management for four providers.',
};

/** The spec's rules in its order: each field, a value that breaks it, and the message. */
const rulesInSpecOrder: Array<[keyof ContactEnquiry, string, string]> = [
  ['first_name', 'M', 'Please insert your first name'],
  ['last_name', 'L', 'Please insert your last name'],
  ['title', 'P', 'Please insert a correct title'],
  ['company', 'R', 'Please insert a correct company name'],
  ['interest', '', 'Please select your interest'],
  ['method', '', 'Please select how did you hear about RCM'],
  ['country', 'U', 'Please insert a correct country'],
  ['email', 'maria.riversideclinic.com', 'Please insert a correct email'],
  ['phone', '5551234567', 'Please insert a correct phone number'],
  ['message', 'Call me back please', 'Message needs to be atleast 20 characters long'],
];

test('a complete enquiry passes', () => {
  expect(validateContactForm(valid)).toBeNull();
});

test('the rules cover the ten fields in the spec order', () => {
  expect(rulesInSpecOrder.map(([field]) => field)).toEqual(contactFields);
  expect(Object.values(contactMessages)).toEqual(rulesInSpecOrder.map(([, , message]) => message));
});

test.each(rulesInSpecOrder)('%s: "%s" is refused with "%s"', (field, badValue, message) => {
  expect(validateContactForm({ ...valid, [field]: badValue })).toBe(message);
  expect(contactFieldForMessage(message)).toBe(field);
});

test('with every field bad, each rule wins over all the later ones', () => {
  rulesInSpecOrder.forEach(([, , message], index) => {
    const enquiry = { ...valid };
    for (const [field, badValue] of rulesInSpecOrder.slice(index)) enquiry[field] = badValue;
    expect(validateContactForm(enquiry)).toBe(message);
  });
});

test('two characters are enough for the short text fields, and whitespace does not count', () => {
  expect(validateContactForm({ ...valid, first_name: 'Al', last_name: 'Ng', title: 'Dr', company: 'AB', country: 'US' })).toBeNull();
  expect(validateContactForm({ ...valid, first_name: '  A ' })).toBe(contactMessages.firstName);
});

test('email needs both "@" and ".com"', () => {
  expect(validateContactForm({ ...valid, email: 'maria@clinic.org' })).toBe(contactMessages.email);
  expect(validateContactForm({ ...valid, email: 'maria.com' })).toBe(contactMessages.email);
  expect(validateContactForm({ ...valid, email: 'a@b.com' })).toBeNull();
});

test('the phone number is exactly 11 digits', () => {
  expect(validateContactForm({ ...valid, phone: '155512345678' })).toBe(contactMessages.phone);
  expect(validateContactForm({ ...valid, phone: '1555-123456' })).toBe(contactMessages.phone);
  expect(validateContactForm({ ...valid, phone: '44207946000' })).toBeNull();
});

test('the message needs at least 20 characters', () => {
  expect(validateContactForm({ ...valid, message: 'x'.repeat(19) })).toBe(contactMessages.message);
  expect(validateContactForm({ ...valid, message: 'x'.repeat(20) })).toBeNull();
});

test('only the listed interest and hear-about values are accepted', () => {
  expect(validateContactForm({ ...valid, interest: 'Digital Experience' })).toBe(contactMessages.interest);
  expect(validateContactForm({ ...valid, interest: 'experience' })).toBeNull();
  expect(validateContactForm({ ...valid, method: '6' })).toBe(contactMessages.method);
  expect(validateContactForm({ ...valid, method: '5' })).toBeNull();
});

test('missing fields and wrong types fail with the first affected rule', () => {
  expect(validateContactForm(undefined)).toBe(contactMessages.firstName);
  expect(validateContactForm({ ...valid, company: 42 })).toBe(contactMessages.company);
  const { phone: _phone, ...withoutPhone } = valid;
  expect(validateContactForm(withoutPhone)).toBe(contactMessages.phone);
});

test('overlong text is refused with that field message', () => {
  expect(validateContactForm({ ...valid, message: 'x'.repeat(5001) })).toBe(contactMessages.message);
  expect(validateContactForm({ ...valid, last_name: 'x'.repeat(101) })).toBe(contactMessages.lastName);
});
