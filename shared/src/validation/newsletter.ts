import { isAcceptedEmail } from './email';
import { fieldOf, type Checked, type FieldProblem } from './field-problem';
import { newsletterMessages } from './messages';

export interface NewsletterSignup {
  email: string;
}

/** The spec's newsletter rule: the accepted address, or the problem to show. */
export function checkNewsletterSignup(input: unknown): Checked<NewsletterSignup, keyof NewsletterSignup> {
  const email = fieldOf(input, 'email');
  return typeof email === 'string' && isAcceptedEmail(email)
    ? { value: { email } }
    : { problem: { field: 'email', message: newsletterMessages.email } };
}

/** The spec's newsletter rule: the problem to show, or null when the address is accepted. */
export function validateNewsletterSignup(input: unknown): FieldProblem<keyof NewsletterSignup> | null {
  return checkNewsletterSignup(input).problem ?? null;
}
