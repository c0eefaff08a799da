import { developmentSecretKeyRing, secretKeyRing, type KeyPurpose, type SecretKeyRing } from '../auth/secret-keys';

/**
 * The keys authenticator secrets, recovery codes and mailed codes are sealed with (AES-256-GCM,
 * `secret-box.ts`): `MFA_ENCRYPTION_KEY` seals, `MFA_ENCRYPTION_PREVIOUS_KEYS` still open what
 * they sealed. From the environment, never the database: a copy of the database reveals no
 * authenticator secret and no recovery code.
 */
export type MfaKeyRing = SecretKeyRing;

const mfaKeys: KeyPurpose = { idPrefix: 'mfa-key-id', description: 'an MFA encryption key', setting: 'MFA_ENCRYPTION_KEY' };

export function mfaKeyRingFromSecrets(current: string, previous: readonly string[] = [], origin = mfaKeys.setting): MfaKeyRing {
  return secretKeyRing(mfaKeys, current, previous, origin);
}

/** For a development machine only: a key generated once into `file` (see `developmentSecretKeyRing`). */
export function developmentMfaKeyRing(file: string): MfaKeyRing {
  return developmentSecretKeyRing(mfaKeys, file);
}
