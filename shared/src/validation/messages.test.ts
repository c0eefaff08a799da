import { UNEXPECTED_ERROR_HEADING } from '../texts/error-screen';
import { toastMessages } from '../texts/toasts';
import { cardMessages, contactMessages, newsletterMessages, subscriptionMessages } from './messages';

/**
 * The spec's texts, typed out once, here: every other test imports the constants. This pin is
 * what catches a constant drifting from the spec (spellings included), in the spec's order.
 */
test('every message is the spec text, verbatim and in the spec order', () => {
  expect(newsletterMessages).toEqual({ email: 'Please insert a correct email' });
  expect(Object.values(contactMessages)).toEqual([
    'Please insert your first name',
    'Please insert your last name',
    'Please insert a correct title',
    'Please insert a correct company name',
    'Please select your interest',
    'Please select how did you hear about RCM',
    'Please insert a correct country',
    'Please insert a correct email',
    'Please insert a correct phone number',
    'Message needs to be atleast 20 characters long',
  ]);
  expect(Object.values(cardMessages)).toEqual([
    'Please insert a valid card number',
    'Invalid expiration date',
    'Please insert a correct CVV',
    'Please insert a correct full name',
  ]);
  expect(toastMessages).toMatchObject({
    newsletterSubscribed: 'You have been subscribed to our newsletter!',
    contactReceived: 'Your message has been recieved !',
    registered: 'You Have Been Registered',
    loggedIn: 'You Have Been Logged',
    loginFailed: 'Incorrect username or password.',
    registrationFailed: 'An error occurred during registration.',
    subscriptionFailed: 'Subscribtion Failed, Please try again.',
  });
  expect(UNEXPECTED_ERROR_HEADING).toBe('Unexpected Application Error!');
  expect(subscriptionMessages.package).toBe('Please choose one of the Silver, Gold or Platinum packages');
});
