// By package name, as every extra entry imports the main entry (docs/ARCHITECTURE.md).
import { paths, toastMessages, TOO_MANY_ATTEMPTS_STATUS, type ApiFailure } from '@rcm/shared';

/** The id of the account settings' two-step verification section: `/profile/settings#two-step` lands on it. */
export const TWO_STEP_SECTION_ID = 'two-step';

/** Where a staff member without two-step verification is sent to set it up. */
export const twoStepSettingsPath = `${paths.profileSettings}#${TWO_STEP_SECTION_ID}`;

/** Appwrite's error type for a change that needs a code given within its last 30 minutes. */
export const CHALLENGE_REQUIRED_TYPE = 'user_challenge_required';

/**
 * What two-step verification says (not the spec's: it has no such flow): the settings section,
 * the login's code step and the staff console's prompts. The API's own texts never reach the
 * visitor; every error type has its own sentence here.
 */
export const twoStepMessages = {
  title: 'Two-step verification',
  lead: 'After your password, we ask for a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password), so a stolen password alone does not open your account.',
  loading: 'Checking your two-step verification…',
  loadFailed: 'We could not check your two-step verification. Please reload the page.',
  statusOn: 'Two-step verification is on.',
  statusOnDetail:
    'When you log in, we ask for a code from your authenticator app. If you lose your phone, log in with one of your recovery codes.',
  statusOff: 'Two-step verification is off.',
  badgeOn: 'On',
  badgeOff: 'Off',
  staffRequired: 'Staff need two-step verification to use the staff console.',

  setUp: 'Set up two-step verification',
  starting: 'Starting…',
  scanTitle: 'Step 1 of 3: Add your account to the app',
  scanLead: 'Open your authenticator app, choose to add an account, and scan this QR code.',
  qrLabel: 'QR code to scan with your authenticator app',
  qrLoading: 'Drawing the QR code…',
  manualEntry: "Can't scan it? Type this setup key into the app instead:",
  secretLabel: 'Setup key',
  confirmTitle: 'Step 2 of 3: Enter the code the app shows',
  confirm: 'Confirm the code',
  confirming: 'Checking…',
  appConfirmed: 'Your authenticator app is set up.',
  codesTitle: 'Step 3 of 3: Save your recovery codes',
  codesLead:
    'If you lose your phone, each of these codes lets you log in once instead of a code from the app. Keep them somewhere safe, such as a password manager or a printed copy: we show them only now.',
  codesListLabel: 'Recovery codes',
  makingCodes: 'Making your recovery codes…',
  copyCodes: 'Copy',
  codesCopied: 'Your recovery codes have been copied.',
  copyFailed: 'Your browser did not let us copy. Please select the codes and copy them yourself.',
  downloadCodes: 'Download',
  printCodes: 'Print',
  codesFileName: 'clarity-rcm-recovery-codes.txt',
  codesFileHeading: 'Clarity RCM recovery codes. Each code works once.',
  codesSaved: 'I have saved my recovery codes somewhere safe.',
  codesSavedMissing: 'Please confirm that you have saved your recovery codes.',
  turnOn: 'Turn on two-step verification',
  turningOn: 'Turning on…',
  turnedOn: 'Two-step verification is on. From now on we ask for a code from your app when you log in.',
  cancelSetup: 'Cancel',

  newCodes: 'Show new recovery codes',
  newCodesTitle: 'Your new recovery codes',
  newCodesLead: 'Your earlier recovery codes no longer work. Keep these somewhere safe: we show them only now.',
  codesDone: 'Done',
  turnOff: 'Turn off two-step verification',
  turnOffQuestion:
    'Turn off two-step verification? Your password alone will then open your account, and your authenticator app is removed from it.',
  turnOffStaffWarning: 'You are staff: without two-step verification you cannot use the staff console until you set it up again.',
  turnOffConfirm: 'Yes, turn it off',
  turningOff: 'Turning off…',
  keepOn: 'Keep it on',
  turnedOff: 'Two-step verification is off. We no longer ask for a code when you log in.',

  /** When a change needs a code given within the last 30 minutes (Appwrite's `user_challenge_required`). */
  reconfirmLead: 'To make this change, confirm it is you with a code.',
  reconfirm: 'Confirm',

  loginTitle: 'Two-step verification',
  loginLeadTotp: 'Enter the 6-digit code your authenticator app shows for Clarity RCM.',
  loginLeadRecovery: 'Enter one of the recovery codes you saved. Each code works once.',
  loginLeadEmail: 'We have emailed you a 6-digit code. It works for 15 minutes.',
  loadingFactors: 'Loading…',
  totpLabel: 'Authenticator code',
  recoveryLabel: 'Recovery code',
  emailLabel: 'Code from the email',
  verify: 'Verify',
  verifying: 'Checking…',
  useRecoveryCode: 'Use a recovery code instead',
  useAuthenticator: 'Use your authenticator app instead',
  useEmail: 'Email me a code instead',
  sendingEmail: 'Sending the email…',
  resendEmail: 'Email me a new code',
  emailSent: 'We have emailed you a new code.',
  logOutInstead: 'Log out',

  codeMissing: 'Please enter the code.',
  codeMalformed: 'The code has 6 digits.',
  codeWrong: 'That code is not right, or it has already been used. Enter the code your app shows now.',
  recoveryCodeWrong: 'That recovery code is not right, or it has already been used.',
  emailCodeWrong: 'That code is not right, has expired or has already been used. You can ask for a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  emailNotVerified: 'Your email address is not verified, so we cannot email you a code. Use your authenticator app or a recovery code.',
  alreadySetUp: 'An authenticator app is already set up for your account.',
  setupExpired: 'This setup is no longer open. Please start again and scan the new QR code.',
  noFactor: 'Your account asks for a second step we cannot offer here. Please contact us.',
  failed: 'Something went wrong. Please try again.',

  staffSetUpTitle: 'Set up two-step verification to use the staff console',
  staffSetUpLead:
    'The staff console shows enquiries and customer records, so every staff login is confirmed with a code from an authenticator app on your phone. Setting it up takes two minutes.',
  staffSetUpLink: 'Set up two-step verification',
  stepUpTitle: 'Confirm this export',
  stepUpSubmit: 'Confirm and export',
  stepUpCancel: 'Cancel',
  releaseStepUpTitle: 'Confirm this release change',
  releaseStepUpSubmit: 'Confirm',
} as const;

/** The factors a code is typed for (Appwrite's `AuthenticationFactor` values). */
export type CodeFactorName = 'totp' | 'email' | 'recoverycode';

/** Appwrite's error type for a wrong, spent or expired code (or a challenge that is not this session's). */
export const INVALID_CODE_TYPE = 'user_invalid_token';

/**
 * Our own words for a refused two-step call, by Appwrite's error type (never the API's text):
 * a wrong or spent code (in the words of the factor it was for), too many tries, an address
 * that cannot be mailed, a setup that was already done or is no longer open.
 */
export function twoStepProblem(failure: Pick<ApiFailure, 'status' | 'type' | 'unreachable'>, factor?: CodeFactorName): string {
  if (failure.unreachable) return toastMessages.serverUnreachable;
  if (failure.status === TOO_MANY_ATTEMPTS_STATUS) return twoStepMessages.tooManyAttempts;
  switch (failure.type) {
    case INVALID_CODE_TYPE:
      return factor === 'recoverycode'
        ? twoStepMessages.recoveryCodeWrong
        : factor === 'email'
          ? twoStepMessages.emailCodeWrong
          : twoStepMessages.codeWrong;
    case 'user_email_not_verified':
      return twoStepMessages.emailNotVerified;
    case 'user_authenticator_already_verified':
      return twoStepMessages.alreadySetUp;
    case 'user_authenticator_not_found':
      return twoStepMessages.setupExpired;
    default:
      return twoStepMessages.failed;
  }
}

/** A code as typed, made ready to send: spaces and dashes dropped; recovery codes are lower-case hexadecimal. */
export function normalisedCode(typed: string, factor: CodeFactorName): string {
  const compact = typed.replace(/[\s-]+/g, '');
  return factor === 'recoverycode' ? compact.toLowerCase() : compact;
}

/** What is wrong with a code before it is sent, if anything: missing, or (from the app or a mail) not six digits. */
export function codeFormatProblem(code: string, factor: CodeFactorName): string | undefined {
  if (!code) return twoStepMessages.codeMissing;
  if (factor !== 'recoverycode' && !/^\d{6}$/.test(code)) return twoStepMessages.codeMalformed;
  return undefined;
}
