import { parsePrefs, type SessionRow, type UserRow } from './account-store';
import { userLabels } from './labels';

/** The `Account` model Appwrite returns for the signed-in user (no password fields). */
export function userModel(user: UserRow) {
  return {
    $id: user.id,
    $createdAt: user.created_at,
    $updatedAt: user.updated_at,
    name: user.name,
    registration: user.created_at,
    status: true,
    labels: userLabels(user),
    passwordUpdate: user.password_updated_at,
    email: user.email,
    phone: '',
    emailVerification: false,
    phoneVerification: false,
    mfa: false,
    prefs: parsePrefs(user),
    targets: [] as unknown[],
    accessedAt: user.accessed_at,
  };
}

/** Appwrite's `Session` model; `secret` is always empty for client requests. */
export function sessionModel(session: SessionRow, user: UserRow, current: boolean) {
  return {
    $id: session.id,
    $createdAt: session.created_at,
    $updatedAt: session.created_at,
    userId: session.user_id,
    expire: session.expires_at,
    provider: 'email',
    providerUid: user.email,
    providerAccessToken: '',
    providerAccessTokenExpiry: '',
    providerRefreshToken: '',
    ip: session.ip,
    osCode: '',
    osName: '',
    osVersion: '',
    clientType: '',
    clientCode: '',
    clientName: '',
    clientVersion: '',
    clientEngine: '',
    clientEngineVersion: '',
    deviceName: '',
    deviceBrand: '',
    deviceModel: '',
    countryCode: '--',
    countryName: 'Unknown',
    current,
    factors: ['password'],
    secret: '',
    mfaUpdatedAt: '',
  };
}
