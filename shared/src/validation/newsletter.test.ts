import { EMAIL_MAX_LENGTH } from './email';
import { newsletterMessages } from './messages';
import { checkNewsletterSignup, validateNewsletterSignup } from './newsletter';

test.each(['office@practice.com', 'billing@clinic.com.au', '  spaced@clinic.com  '])('"%s" is accepted', (email) => {
  expect(validateNewsletterSignup({ email })).toBeNull();
  expect(checkNewsletterSignup({ email, name: 'dropped' })).toEqual({ value: { email } });
});

test.each([null, 'office@practice.com', ['office@practice.com']])('a body that is no object (%p) is refused', (body) => {
  expect(checkNewsletterSignup(body)).toEqual({ problem: { field: 'email', message: newsletterMessages.email } });
});

test.each(['office@practice.org', 'office.practice.com', '', '@.co', 42, null, undefined])(
  '%p is refused with the spec message',
  (email) => {
    expect(validateNewsletterSignup({ email })).toEqual({ field: 'email', message: newsletterMessages.email });
  },
);

test('an address longer than any real one, or a body that is not an object, is refused', () => {
  expect(validateNewsletterSignup({ email: `${'a'.repeat(250)}@x.com` })?.message).toBe(newsletterMessages.email);
  expect(validateNewsletterSignup(['a@b.com'])?.message).toBe(newsletterMessages.email);
});

test('an address with a control character is refused', () => {
  expect(validateNewsletterSignup({ email: 'office\u0000@practice.com' })).toEqual({ field: 'email', message: newsletterMessages.email });
});

test.each([null, undefined, 'office@practice.com', 42])('a body that is %p, not an object, is refused with the spec message', (body) => {
  expect(validateNewsletterSignup(body)).toEqual({ field: 'email', message: newsletterMessages.email });
});

test('a line break, inside the address or after it, is refused; spaces around it are not counted', () => {
  expect(validateNewsletterSignup({ email: 'office\n@practice.com' })?.message).toBe(newsletterMessages.email);
  expect(validateNewsletterSignup({ email: 'office@practice.com\r\n' })?.message).toBe(newsletterMessages.email);
  const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
  expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
  expect(validateNewsletterSignup({ email: `  ${longest} ` })).toBeNull();
  expect(validateNewsletterSignup({ email: `a${longest}` })?.message).toBe(newsletterMessages.email);
});

test.each(['a@x.com,b@y.com', 'Name <a@x.com>', 'a@x.com\r\nBcc: b@y.com', 'team: a@x.com;'])(
  '%p is not one address: refused with the spec message',
  (email) => {
    expect(validateNewsletterSignup({ email })).toEqual({ field: 'email', message: newsletterMessages.email });
  },
);
