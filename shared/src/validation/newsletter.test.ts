import { validateNewsletterEmail } from './newsletter';

test.each(['office@practice.com', 'billing@clinic.com.au', '  spaced@clinic.com  '])('"%s" is accepted', (email) => {
  expect(validateNewsletterEmail(email)).toBeNull();
});

test.each(['office@practice.org', 'office.practice.com', '', '@.co', 42, null, undefined])('%p is refused with the spec message', (email) => {
  expect(validateNewsletterEmail(email)).toBe('Please insert a correct email');
});

test('an address longer than any real one is refused', () => {
  expect(validateNewsletterEmail(`${'a'.repeat(250)}@x.com`)).toBe('Please insert a correct email');
});
