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
  /** Shown while the page asks whether a reset link is still good, before its form. */
  checkingLink: 'Checking your link…',
  linkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  linkIncomplete: 'This link is not complete. Please open the link from the email again, or ask for a new one.',
  askAgain: 'Ask for a new link',
  backToLogin: 'Back to log in',
  /** The "this wasn't me" link mailed to the address an account left (`for=email-change-undo`). */
  undoTitle: 'Take back your account',
  undoLead:
    'Choose a new password. Your account goes back to the email address this link was sent to, and every device logged in to it is logged out.',
  undone: 'Your account is yours again: it uses this email address again and your new password. Please log in.',
} as const;

export const verificationMessages = {
  verifying: 'Verifying your email address…',
  verifiedTitle: 'Your email address is verified',
  verifiedLead: 'Thank you. We will use this address for your account and your receipts.',
  /** The link mailed to a new address (`for=email-change`). */
  changedTitle: 'Your new email address is confirmed',
  changedLead:
    'It is now your username: log in with it from now on. Every other device logged in to your account was logged out, and we have told your previous address.',
  failedTitle: 'We could not verify your email address',
  linkInvalid: 'This link has expired or has already been used. You can send yourself a new one from your profile.',
  linkIncomplete: 'This link is not complete. Please open the link from the email again.',
  verified: 'Email verified',
  notVerified: 'Email not verified',
  resend: 'Resend verification email',
  resending: 'Sending…',
  resent: (email: string) => `We have sent a new verification link to ${email}. It works for one hour.`,
} as const;
