import { isAcceptedEmail } from './email';
import type { FieldProblem } from './field-problem';
import { newsletterMessages } from './messages';

export interface NewsletterSignup {
  email: string;
}

/** The spec's newsletter rule: the problem to show, or null when the address is accepted. */
export function validateNewsletterSignup(input: unknown): FieldProblem<keyof NewsletterSignup> | null {
  const email = typeof input === 'object' && input !== null ? (input as Record<string, unknown>).email : undefined;
  return typeof email === 'string' && isAcceptedEmail(email) ? null : { field: 'email', message: newsletterMessages.email };
}
