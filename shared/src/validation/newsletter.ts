import { isAcceptedEmail } from './email';
import { newsletterMessages } from './messages';

export interface NewsletterSignup {
  email: string;
}

/** Returns the message to show, or null when the address is accepted. */
export function validateNewsletterEmail(email: unknown): string | null {
  return typeof email === 'string' && isAcceptedEmail(email) ? null : newsletterMessages.email;
}
