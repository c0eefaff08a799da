import { anyObject, flag, integer, objectOf, text, texts } from '../../http/json-schema';
import { sessionSchema } from '../../auth/model-schemas';

/**
 * Request and reply schemas of the `/v1` account routes. Bodies declare only the types (the
 * Appwrite rules and messages live in `validators.ts`); replies list every field of the SDK's
 * models (the account and session models: `auth/model-schemas.ts`), so the serializer sends
 * exactly those and nothing a row happens to carry.
 */

export { sessionSchema, userSchema } from '../../auth/model-schemas';

/**
 * A body's strings, bounded before any rule runs so that no parameter is unbounded; the rules
 * (`validators.ts`) then apply Appwrite's own limits, with its messages.
 */
const param = { type: 'string', maxLength: 1024 } as const;
const urlParam = { type: 'string', maxLength: 2048 } as const;
const nameParam = { type: 'string', maxLength: 4096 } as const;

export const createAccountBody = {
  type: 'object',
  required: ['userId', 'email', 'password'],
  properties: { userId: param, email: param, password: param, name: nameParam },
} as const;

export const sessionBody = { type: 'object', required: ['email', 'password'], properties: { email: param, password: param } } as const;

export const nameBody = { type: 'object', required: ['name'], properties: { name: nameParam } } as const;

export const passwordBody = { type: 'object', required: ['password'], properties: { password: param, oldPassword: param } } as const;

export const emailBody = { type: 'object', required: ['email', 'password'], properties: { email: param, password: param } } as const;

export const prefsBody = { type: 'object', required: ['prefs'], properties: { prefs: {} } } as const;

export const jwtBody = { type: 'object', properties: { duration: { type: 'integer', minimum: 0, maximum: 3600 } } } as const;

export const sessionParams = { type: 'object', required: ['sessionId'], properties: { sessionId: text } } as const;

export const prefsSchema = anyObject;

/** Appwrite's `SessionList` model. */
export const sessionListSchema = objectOf({ total: integer, sessions: { type: 'array', items: sessionSchema } });

export const jwtSchema = objectOf({ jwt: text });

export const recoveryBody = { type: 'object', required: ['email', 'url'], properties: { email: param, url: urlParam } } as const;

export const recoveryConfirmBody = {
  type: 'object',
  required: ['userId', 'secret', 'password'],
  properties: { userId: param, secret: param, password: param },
} as const;

export const verificationBody = { type: 'object', required: ['url'], properties: { url: urlParam } } as const;

export const verificationConfirmBody = {
  type: 'object',
  required: ['userId', 'secret'],
  properties: { userId: param, secret: param },
} as const;

const tokenFields = { $id: text, $createdAt: text, userId: text, secret: text, expire: text, phrase: text } as const;

/** Appwrite's `Token` model (recovery and verification); `secret` is always empty for clients. */
export const tokenSchema = objectOf(tokenFields);

/** Two-step verification (`mfa-routes.ts`). */
export const mfaTypeParams = { type: 'object', required: ['type'], properties: { type: text } } as const;

export const mfaAuthenticatorBody = { type: 'object', required: ['otp'], properties: { otp: param } } as const;

export const mfaChallengeBody = { type: 'object', required: ['factor'], properties: { factor: param } } as const;

export const mfaChallengeConfirmBody = {
  type: 'object',
  required: ['challengeId', 'otp'],
  properties: { challengeId: param, otp: param },
} as const;

export const mfaBody = { type: 'object', required: ['mfa'], properties: { mfa: flag } } as const;

/** Appwrite's `MFAType`: the new authenticator's secret and its `otpauth://` URI. */
export const mfaTypeSchema = objectOf({ secret: text, uri: text });

const mfaChallengeFields = { $id: text, $createdAt: text, userId: text, expire: text } as const;

/** Appwrite's `MFAChallenge`. */
export const mfaChallengeSchema = objectOf(mfaChallengeFields);

const mfaFactorsFields = { totp: flag, phone: flag, email: flag, recoveryCode: flag, custom: flag } as const;

/** Appwrite's `MFAFactors`: which factors the account can answer a challenge with. */
export const mfaFactorsSchema = objectOf(mfaFactorsFields);

/** Appwrite's `MFARecoveryCodes`. */
export const mfaRecoveryCodesSchema = objectOf({ recoveryCodes: texts });
