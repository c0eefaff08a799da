/**
 * The response models of the Appwrite server the appwrite web SDK 27.0.0 targets (its README:
 * "2.0.x as shipped on Appwrite Cloud"; read from appwrite/appwrite's main branch at 0cefd06,
 * whose version constant is still 1.9.6 and whose account models equal release 1.9.6's), from
 * `src/Appwrite/Utopia/Response/Model/`, as field → type. Appwrite sends exactly the
 * model's fields: a field it has no value for is `null` when the model marks it optional.
 * Written from the models' rules for the compatibility tests; nothing here is Appwrite's code.
 */
/** `datetime|empty`: a datetime rule whose default is '' (Appwrite sends '' until there is a value). */
export type FieldType =
  'string' | 'datetime' | 'datetime|empty' | 'boolean' | 'integer' | 'string[]' | 'object' | 'string|null' | { listOf: Model };

export interface Model {
  name: string;
  fields: Record<string, FieldType>;
}

/** Appwrite's datetime format, `Y-m-d\TH:i:s.vP`: milliseconds and a numeric offset. */
export const APPWRITE_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/;

export const targetModel: Model = {
  name: 'Target',
  fields: {
    $id: 'string',
    $createdAt: 'datetime',
    $updatedAt: 'datetime',
    name: 'string',
    userId: 'string',
    providerId: 'string|null',
    providerType: 'string',
    identifier: 'string',
    expired: 'boolean',
  },
};

export const accountModel: Model = {
  name: 'Account',
  fields: {
    $id: 'string',
    $createdAt: 'datetime',
    $updatedAt: 'datetime',
    name: 'string',
    registration: 'datetime',
    status: 'boolean',
    labels: 'string[]',
    passwordUpdate: 'datetime',
    email: 'string',
    phone: 'string',
    emailVerification: 'boolean',
    emailCanonical: 'string',
    emailIsFree: 'boolean',
    emailIsDisposable: 'boolean',
    emailIsCorporate: 'boolean',
    emailIsCanonical: 'boolean',
    phoneVerification: 'boolean',
    mfa: 'boolean',
    prefs: 'object',
    targets: { listOf: targetModel },
    accessedAt: 'datetime',
    impersonator: 'boolean',
    impersonatorUserId: 'string|null',
  },
};

const sessionStrings = [
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
] as const;

export const sessionModel: Model = {
  name: 'Session',
  fields: {
    $id: 'string',
    $createdAt: 'datetime',
    $updatedAt: 'datetime',
    userId: 'string',
    expire: 'datetime',
    ...Object.fromEntries(sessionStrings.map((field) => [field, 'string' as const])),
    current: 'boolean',
    factors: 'string[]',
    // Set by a completed MFA challenge.
    mfaUpdatedAt: 'datetime|empty',
  },
};

export const sessionListModel: Model = { name: 'SessionList', fields: { total: 'integer', sessions: { listOf: sessionModel } } };

export const jwtModel: Model = { name: 'JWT', fields: { jwt: 'string' } };

/** `Model/Token.php`: what recovery and verification answer (`secret` empty for clients). */
export const tokenModel: Model = {
  name: 'Token',
  fields: { $id: 'string', $createdAt: 'datetime', userId: 'string', secret: 'string', expire: 'datetime', phrase: 'string' },
};

/** `Model/MFAType.php`: a new authenticator's secret and the URI an app reads from the QR code. */
export const mfaTypeModel: Model = { name: 'MFAType', fields: { secret: 'string', uri: 'string' } };

/** `Model/MFAChallenge.php`. */
export const mfaChallengeModel: Model = {
  name: 'MFAChallenge',
  fields: { $id: 'string', $createdAt: 'datetime', userId: 'string', expire: 'datetime' },
};

/** `Model/MFAFactors.php`: which factors the account can answer a challenge with. */
export const mfaFactorsModel: Model = {
  name: 'MFAFactors',
  fields: { totp: 'boolean', phone: 'boolean', email: 'boolean', recoveryCode: 'boolean', custom: 'boolean' },
};

/** `Model/MFARecoveryCodes.php`. */
export const mfaRecoveryCodesModel: Model = { name: 'MFARecoveryCodes', fields: { recoveryCodes: 'string[]' } };

/** Appwrite's error body (`Model/Error.php`, without the development-mode trace). */
export const errorModel: Model = { name: 'Error', fields: { message: 'string', code: 'integer', type: 'string', version: 'string' } };

function typeProblem(value: unknown, type: FieldType, path: string): string[] {
  if (typeof type === 'object') {
    if (!Array.isArray(value)) return [`${path} is not a list`];
    return value.flatMap((item, index) => modelProblems(item, type.listOf, `${path}[${index}]`));
  }
  const ok = {
    string: () => typeof value === 'string',
    datetime: () => typeof value === 'string' && APPWRITE_DATETIME.test(value),
    'datetime|empty': () => value === '' || (typeof value === 'string' && APPWRITE_DATETIME.test(value)),
    boolean: () => typeof value === 'boolean',
    integer: () => Number.isInteger(value),
    'string[]': () => Array.isArray(value) && value.every((item) => typeof item === 'string'),
    object: () => typeof value === 'object' && value !== null && !Array.isArray(value),
    'string|null': () => value === null || typeof value === 'string',
  }[type]();
  return ok ? [] : [`${path} should be ${type}, is ${JSON.stringify(value)}`];
}

/** Every way `value` differs from `model`: missing, extra and wrongly typed fields. Empty when it conforms. */
export function modelProblems(value: unknown, model: Model, path = model.name): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${path} is not an object`];
  const record = value as Record<string, unknown>;
  const missing = Object.keys(model.fields)
    .filter((field) => !(field in record))
    .map((field) => `${path}.${field} is missing`);
  const extra = Object.keys(record)
    .filter((field) => !(field in model.fields))
    .map((field) => `${path}.${field} is not in the model`);
  const typed = Object.entries(model.fields).flatMap(([field, type]) =>
    field in record ? typeProblem(record[field], type, `${path}.${field}`) : [],
  );
  return [...missing, ...extra, ...typed];
}
