import type { FromSchema } from 'json-schema-to-ts';
import { anyObject, flag, objectOf, text, textOrNull, texts } from '../http/json-schema';

/*
 * The JSON schemas of Appwrite's account models, as the `/v1` routes reply with them: the
 * serializer sends these fields only, and the models' types below are derived from them.
 * `testing/appwrite-models.ts` describes the same models independently, for the tests.
 */

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
const targetSchema = objectOf(targetFields);

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
export const userSchema = objectOf(userFields);

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

const sessionFields = {
  ...(Object.fromEntries(sessionTextFields.map((field) => [field, text])) as Record<(typeof sessionTextFields)[number], typeof text>),
  current: flag,
  factors: texts,
};

/** Appwrite's `Session` model. */
export const sessionSchema = objectOf(sessionFields);

export type TargetModel = FromSchema<typeof targetSchema>;
export type UserModel = FromSchema<typeof userSchema>;
export type SessionModel = FromSchema<typeof sessionSchema>;
