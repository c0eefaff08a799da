import { passwordMessages } from '../validation/password';
import { accountSettingsMessages as settings, NAME_MAX_LENGTH } from './account-settings-messages';

/**
 * Our own words for what the account server refuses (ACC-2): every account form shows these,
 * never the API's developer text ("Invalid `email` param…"). Not the spec's: it shows only
 * "An error occurred during registration." and "Incorrect username or password.", which stay.
 */
export const accountFailureMessages = {
  accountExists: 'An account with this email already exists. Log in or reset your password.',
  emailTaken: settings.emailTaken,
  emailInvalid: settings.emailInvalid,
  passwordLength: passwordMessages.length,
  commonPassword: 'This password is one of the most common ones and easy to guess. Please choose another.',
  nameInvalid: `Please enter your name (at most ${NAME_MAX_LENGTH} characters, on one line).`,
  nameBlank: 'Please enter your name.',
  tooManyAttempts: settings.tooManyAttempts,
  accountBlocked: 'This account has been blocked. Please contact us.',
  unexpected: 'Something went wrong on our side. Please try again in a moment.',
} as const;
