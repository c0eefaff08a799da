import { newsletterMessages } from './messages';
import { validateNewsletterSignup } from './newsletter';

test.each(['office@practice.com', 'billing@clinic.com.au', '  spaced@clinic.com  '])('"%s" is accepted', (email) => {
  expect(validateNewsletterSignup({ email })).toBeNull();
});

test.each(['office@practice.org', 'office.practice.com', '', '@.co', 42, null, undefined])('%p is refused with the spec message', (email) => {
  expect(validateNewsletterSignup({ email })).toEqual({ field: 'email', message: newsletterMessages.email });
});

test('an address longer than any real one, or a body that is not an object, is refused', () => {
  expect(validateNewsletterSignup({ email: `${'a'.repeat(250)}@x.com` })?.message).toBe(newsletterMessages.email);
  expect(validateNewsletterSignup(['a@b.com'])?.message).toBe(newsletterMessages.email);
});

test('an address with a control character is refused', () => {
  expect(validateNewsletterSignup({ email: 'office\u0000@practice.com' })).toEqual({ field: 'email', message: newsletterMessages.email });
});
