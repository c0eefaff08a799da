/**
 * Request and reply schemas of the `/v1` account routes. Bodies declare only the types (the
 * Appwrite rules and messages live in `validators.ts`); replies list every field of the SDK's
 * models, so the serializer sends exactly those and nothing a row happens to carry.
 */

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
const texts = { type: 'array', items: text } as const;
/** Appwrite sends `null` for an optional field it has no value for. */
const textOrNull = { type: ['string', 'null'] } as const;
/** User data of any shape, already checked by `checkPrefs`. */
const anyObject = { type: 'object', additionalProperties: true } as const;

export const createAccountBody = {
  type: 'object',
  required: ['userId', 'email', 'password'],
  properties: {
    userId: { type: 'string', maxLength: 1024 },
    email: { type: 'string', maxLength: 1024 },
    password: { type: 'string', maxLength: 1024 },
    name: { type: 'string', maxLength: 4096 },
  },
} as const;

export const sessionBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: { type: 'string', maxLength: 1024 }, password: { type: 'string', maxLength: 1024 } },
} as const;

export const nameBody = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 4096 } } } as const;

export const passwordBody = {
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', maxLength: 1024 }, oldPassword: { type: 'string', maxLength: 1024 } },
} as const;

export const emailBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: { type: 'string', maxLength: 1024 }, password: { type: 'string', maxLength: 1024 } },
} as const;

export const prefsBody = { type: 'object', required: ['prefs'], properties: { prefs: {} } } as const;

export const jwtBody = { type: 'object', properties: { duration: { type: 'integer', minimum: 0, maximum: 3600 } } } as const;

export const sessionParams = { type: 'object', required: ['sessionId'], properties: { sessionId: text } } as const;

/** Appwrite's `Target` model. */
const targetFields = {
  $id: text,
  $createdAt: text,
  $updatedAt: text,
  name: text,
  userId: text,
  providerId: textOrNull,
  providerType: text,
  identifier: text,
  expired: flag,
} as const;
const targetSchema = { type: 'object', required: Object.keys(targetFields), properties: targetFields } as const;

const userFields = {
  $id: text,
  $createdAt: text,
  $updatedAt: text,
  name: text,
  registration: text,
  status: flag,
  labels: texts,
  passwordUpdate: text,
  email: text,
  phone: text,
  emailVerification: flag,
  emailCanonical: text,
  emailIsFree: flag,
  emailIsDisposable: flag,
  emailIsCorporate: flag,
  emailIsCanonical: flag,
  phoneVerification: flag,
  mfa: flag,
  prefs: anyObject,
  targets: { type: 'array', items: targetSchema },
  accessedAt: text,
  impersonator: flag,
  impersonatorUserId: textOrNull,
} as const;

/** Appwrite's `Account` model (the SDK's `Models.User`). */
export const userSchema = { type: 'object', required: Object.keys(userFields), properties: userFields } as const;

const sessionTextFields = [
  '$id',
  '$createdAt',
  '$updatedAt',
  'userId',
  'expire',
  'provider',
  'providerUid',
  'providerAccessToken',
  'providerAccessTokenExpiry',
  'providerRefreshToken',
  'ip',
  'osCode',
  'osName',
  'osVersion',
  'clientType',
  'clientCode',
  'clientName',
  'clientVersion',
  'clientEngine',
  'clientEngineVersion',
  'deviceName',
  'deviceBrand',
  'deviceModel',
  'countryCode',
  'countryName',
  'secret',
  'mfaUpdatedAt',
] as const;

const sessionFields = { ...Object.fromEntries(sessionTextFields.map((field) => [field, text])), current: flag, factors: texts };

/** Appwrite's `Session` model. */
export const sessionSchema = { type: 'object', required: Object.keys(sessionFields), properties: sessionFields } as const;

export const prefsSchema = anyObject;

/** Appwrite's `SessionList` model. */
export const sessionListSchema = {
  type: 'object',
  required: ['total', 'sessions'],
  properties: { total: { type: 'integer' }, sessions: { type: 'array', items: sessionSchema } },
} as const;

export const jwtSchema = { type: 'object', required: ['jwt'], properties: { jwt: text } } as const;

export const recoveryBody = {
  type: 'object',
  required: ['email', 'url'],
  properties: { email: { type: 'string', maxLength: 1024 }, url: { type: 'string', maxLength: 2048 } },
} as const;

export const recoveryConfirmBody = {
  type: 'object',
  required: ['userId', 'secret', 'password'],
  properties: {
    userId: { type: 'string', maxLength: 1024 },
    secret: { type: 'string', maxLength: 1024 },
    password: { type: 'string', maxLength: 1024 },
  },
} as const;

export const verificationBody = { type: 'object', required: ['url'], properties: { url: { type: 'string', maxLength: 2048 } } } as const;

export const verificationConfirmBody = {
  type: 'object',
  required: ['userId', 'secret'],
  properties: { userId: { type: 'string', maxLength: 1024 }, secret: { type: 'string', maxLength: 1024 } },
} as const;

const tokenFields = { $id: text, $createdAt: text, userId: text, secret: text, expire: text, phrase: text } as const;

/** Appwrite's `Token` model (recovery and verification); `secret` is always empty for clients. */
export const tokenSchema = { type: 'object', required: Object.keys(tokenFields), properties: tokenFields } as const;

/** Two-step verification (`mfa-routes.ts`). */
export const mfaTypeParams = { type: 'object', required: ['type'], properties: { type: text } } as const;

export const mfaAuthenticatorBody = {
  type: 'object',
  required: ['otp'],
  properties: { otp: { type: 'string', maxLength: 1024 } },
} as const;

export const mfaChallengeBody = {
  type: 'object',
  required: ['factor'],
  properties: { factor: { type: 'string', maxLength: 1024 } },
} as const;

export const mfaChallengeConfirmBody = {
  type: 'object',
  required: ['challengeId', 'otp'],
  properties: { challengeId: { type: 'string', maxLength: 1024 }, otp: { type: 'string', maxLength: 1024 } },
} as const;

export const mfaBody = { type: 'object', required: ['mfa'], properties: { mfa: flag } } as const;

/** Appwrite's `MFAType`: the new authenticator's secret and its `otpauth://` URI. */
export const mfaTypeSchema = { type: 'object', required: ['secret', 'uri'], properties: { secret: text, uri: text } } as const;

const mfaChallengeFields = { $id: text, $createdAt: text, userId: text, expire: text } as const;

/** Appwrite's `MFAChallenge`. */
export const mfaChallengeSchema = { type: 'object', required: Object.keys(mfaChallengeFields), properties: mfaChallengeFields } as const;

const mfaFactorsFields = { totp: flag, phone: flag, email: flag, recoveryCode: flag, custom: flag } as const;

/** Appwrite's `MFAFactors`: which factors the account can answer a challenge with. */
export const mfaFactorsSchema = { type: 'object', required: Object.keys(mfaFactorsFields), properties: mfaFactorsFields } as const;

/** Appwrite's `MFARecoveryCodes`. */
export const mfaRecoveryCodesSchema = { type: 'object', required: ['recoveryCodes'], properties: { recoveryCodes: texts } } as const;
