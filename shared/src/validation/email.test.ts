import { notOneMailbox } from '../testing';
import { EMAIL_MAX_LENGTH, isAcceptedEmail, isSingleMailbox } from './email';

test.each([
  'maria@riversideclinic.com',
  'billing+claims@clinic.com.au',
  "o'neil@clinic.org",
  'a.b-c_d@sub.clinic.co',
  'josé@clínica.com',
  'x@1.com',
])('"%s" is one mailbox', (address) => {
  expect(isSingleMailbox(address)).toBe(true);
});

test.each(notOneMailbox)('%p is not one mailbox', (value) => {
  expect(isSingleMailbox(value)).toBe(false);
});

test('a mailbox is at most 254 characters, and its local part at most 64 octets', () => {
  const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
  expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
  expect(isSingleMailbox(longest)).toBe(true);
  expect(isSingleMailbox(`a${longest}`)).toBe(false);
  expect(isSingleMailbox(`${'a'.repeat(65)}@x.com`)).toBe(false);
  // Octets, not characters: 33 two-byte letters are 66.
  expect(isSingleMailbox(`${'é'.repeat(32)}@x.com`)).toBe(true);
  expect(isSingleMailbox(`${'é'.repeat(33)}@x.com`)).toBe(false);
  expect(isSingleMailbox(`a@${'b'.repeat(64)}.com`)).toBe(false);
});

test('the rule of the contact form and the newsletter: one mailbox containing ".com", spaces around it not counted', () => {
  expect(isAcceptedEmail('maria@riversideclinic.com')).toBe(true);
  expect(isAcceptedEmail('  maria@riversideclinic.com  ')).toBe(true);
  expect(isAcceptedEmail('maria@clinic.org')).toBe(false);
  expect(isAcceptedEmail('maria.com')).toBe(false);
  for (const value of notOneMailbox) expect([value, isAcceptedEmail(value)]).toEqual([value, false]);
});

test('a control character anywhere is refused, a line break or tab at the end too', () => {
  for (const value of [
    'maria@clinic.com\r\n',
    'maria@clinic.com\n',
    '\tmaria@clinic.com',
    'maria@clinic.com\t',
    'mar\u0000ia@clinic.com',
  ]) {
    expect([value, isAcceptedEmail(value)]).toEqual([value, false]);
  }
});
