/** The spec's email rule: the text contains "@" and ".com". */
export const EMAIL_MAX_LENGTH = 254;

export function isAcceptedEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && email.includes('@') && email.includes('.com');
}
