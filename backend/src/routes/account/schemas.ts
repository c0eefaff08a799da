import type { JSONSchema } from 'json-schema-to-ts';
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

/** A request body with these fields, the `required` ones present. */
function bodyOf<const Fields extends Record<string, JSONSchema>, const Required extends ReadonlyArray<keyof Fields & string>>(
  required: Required,
  properties: Fields,
) {
  return { type: 'object', required, properties } as const;
}

export const createAccountBody = bodyOf(['userId', 'email', 'password'], { userId: param, email: param, password: param, name: nameParam });

export const sessionBody = bodyOf(['email', 'password'], { email: param, password: param });

export const nameBody = bodyOf(['name'], { name: nameParam });

export const passwordBody = bodyOf(['password'], { password: param, oldPassword: param });

export const emailBody = bodyOf(['email', 'password'], { email: param, password: param });

export const prefsBody = bodyOf(['prefs'], { prefs: {} });

export const jwtBody = { type: 'object', properties: { duration: { type: 'integer', minimum: 0, maximum: 3600 } } } as const;

export const sessionParams = { type: 'object', required: ['sessionId'], properties: { sessionId: text } } as const;

export const prefsSchema = anyObject;

/** Appwrite's `SessionList` model. */
export const sessionListSchema = objectOf({ total: integer, sessions: { type: 'array', items: sessionSchema } });

export const jwtSchema = objectOf({ jwt: text });

export const recoveryBody = bodyOf(['email', 'url'], { email: param, url: urlParam });

export const recoveryConfirmBody = bodyOf(['userId', 'secret', 'password'], { userId: param, secret: param, password: param });

export const verificationBody = bodyOf(['url'], { url: urlParam });

export const verificationConfirmBody = bodyOf(['userId', 'secret'], { userId: param, secret: param });

const tokenFields = { $id: text, $createdAt: text, userId: text, secret: text, expire: text, phrase: text } as const;

/** Appwrite's `Token` model (recovery and verification); `secret` is always empty for clients. */
export const tokenSchema = objectOf(tokenFields);

/** Two-step verification (`mfa-routes.ts`). */
export const mfaTypeParams = { type: 'object', required: ['type'], properties: { type: text } } as const;

export const mfaAuthenticatorBody = bodyOf(['otp'], { otp: param });

export const mfaChallengeBody = bodyOf(['factor'], { factor: param });

export const mfaChallengeConfirmBody = bodyOf(['challengeId', 'otp'], { challengeId: param, otp: param });

export const mfaBody = bodyOf(['mfa'], { mfa: flag });

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
