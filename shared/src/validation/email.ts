import { hasControlCharacters } from './control-characters';

export const EMAIL_MAX_LENGTH = 254;

/** The spec's email rule: the text contains "@" and ".com" (and, as any text, no control characters). */
export function isAcceptedEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && email.includes('@') && email.includes('.com') && !hasControlCharacters(email);
}
