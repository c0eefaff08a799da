import { createHash } from 'node:crypto';
import { isBlocked, parsePrefs, type SessionRow, type UserRow } from './account-store';
import { emailMetadata } from './email-metadata';
import { userLabels } from './labels';
import { sessionDeviceOf } from './session-device';
import { mfaIsOn, sessionFactors } from '../mfa/second-factor';
import type { SessionModel, TargetModel, UserModel } from './model-schemas';

/**
 * Appwrite's `Target` for the account's email: every Appwrite account has one from the moment
 * it is created. We send no messages, so it is not stored: its id is derived from the user's,
 * stable for the life of the account.
 */
export function emailTargetModel(user: UserRow): TargetModel {
  return {
    $id: createHash('sha256').update(`email-target:${user.id}`).digest('hex').slice(0, 20),
    $createdAt: user.created_at,
    $updatedAt: user.created_at,
    name: '',
    userId: user.id,
    providerId: null,
    providerType: 'email',
    identifier: user.email,
    expired: false,
  };
}

/** The `Account` model Appwrite returns for the signed-in user (no password fields). */
export function userModel(user: UserRow): UserModel {
  return {
    $id: user.id,
    $createdAt: user.created_at,
    $updatedAt: user.updated_at,
    name: user.name,
    registration: user.created_at,
    status: !isBlocked(user),
    labels: userLabels(user),
    passwordUpdate: user.password_updated_at,
    email: user.email,
    phone: '',
    emailVerification: user.email_verified_at !== '',
    ...emailMetadata(user.email),
    phoneVerification: false,
    mfa: mfaIsOn(user),
    prefs: parsePrefs(user),
    targets: [emailTargetModel(user)],
    accessedAt: user.accessed_at,
    impersonator: false,
    impersonatorUserId: null,
  };
}

/** Appwrite's `Session` model; `secret` is always empty for client requests. `factors` and `mfaUpdatedAt` are what two-step verification recorded. */
export function sessionModel(session: SessionRow, user: UserRow, current: boolean): SessionModel {
  return {
    $id: session.id,
    $createdAt: session.created_at,
    // Its last use (to within a minute), which the devices list shows (ACC-11).
    $updatedAt: session.last_seen_at || session.created_at,
    userId: session.user_id,
    expire: session.expires_at,
    provider: 'email',
    providerUid: user.email,
    providerAccessToken: '',
    providerAccessTokenExpiry: '',
    providerRefreshToken: '',
    ip: session.ip,
    ...sessionDeviceOf(session.user_agent),
    countryCode: '--',
    countryName: 'Unknown',
    current,
    factors: sessionFactors(session),
    secret: '',
    mfaUpdatedAt: session.mfa_updated_at,
  };
}
