/**
 * What the password recovery and email verification pages say (not the spec's: it has no such
 * flows), kept here as the other messages are, so the pages and their tests share one text.
 */
export const recoveryMessages = {
  forgotPassword: 'Forgot password?',
  requestTitle: 'Reset your password',
  requestLead: 'Enter the email address of your account. We will email you a link to choose a new password.',
  invalidEmail: 'Please enter the email address of your account.',
  sent: (email: string) => `If an account uses ${email}, we have emailed it a link to reset the password. The link works for one hour.`,
  resetTitle: 'Choose a new password',
  resetLead: 'Your new password replaces the old one, and every device logged in to your account is logged out.',
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  linkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  linkIncomplete: 'This link is not complete. Please open the link from the email again, or ask for a new one.',
  askAgain: 'Ask for a new link',
  backToLogin: 'Back to log in',
} as const;

export const verificationMessages = {
  verifying: 'Verifying your email address…',
  verifiedTitle: 'Your email address is verified',
  verifiedLead: 'Thank you. We will use this address for your account and your receipts.',
  failedTitle: 'We could not verify your email address',
  linkInvalid: 'This link has expired or has already been used. You can send yourself a new one from your profile.',
  linkIncomplete: 'This link is not complete. Please open the link from the email again.',
  verified: 'Email verified',
  notVerified: 'Email not verified',
  resend: 'Resend verification email',
  resending: 'Sending…',
  resent: (email: string) => `We have sent a new verification link to ${email}. It works for one hour.`,
} as const;
