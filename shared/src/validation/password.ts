/**
 * The rules a new password must meet in the browser before it is sent: the account server's
 * length rule (Appwrite's 8 to 256 bytes), and, where the form asks for it twice, the same
 * twice. The server also refuses the most common passwords and says so in its own message.
 * The spec has no client-side rules for sign-up, so the register form shows only the hint.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_BYTES = 256;

export const passwordMessages = {
  hint: 'At least 8 characters.',
  length: 'Your password must be between 8 and 256 characters long.',
  mismatch: 'The two passwords do not match.',
} as const;

/** The first problem with a new password and its confirmation, or undefined. */
export function newPasswordProblem(password: string, confirmation: string): string | undefined {
  const bytes = new TextEncoder().encode(password).length;
  if (bytes < PASSWORD_MIN_LENGTH || bytes > PASSWORD_MAX_BYTES) return passwordMessages.length;
  if (password !== confirmation) return passwordMessages.mismatch;
  return undefined;
}
