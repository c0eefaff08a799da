/** The longest name an account may have, in characters (Appwrite's limit on `name`). */
export const NAME_MAX_LENGTH = 128;

/**
 * What the account settings page (`/profile/settings`) says: changing the name, email and
 * password, the devices logged in, "Download my data" and closing the account. Kept here as the
 * other page texts are, so the page, its tests and the browser tests share one text.
 */
export const accountSettingsMessages = {
  title: 'Account settings',
  lead: 'Change your name, email address and password, set up two-step verification, see where you are logged in, download your data or delete your account.',
  openSettings: 'Account settings',
  backToProfile: 'Back to your profile',

  nameTitle: 'Name',
  nameSaved: 'Your name has been saved.',
  nameTooLong: `Your name can be at most ${NAME_MAX_LENGTH} characters long.`,

  emailTitle: 'Email address',
  emailLead:
    'Your email address is also your username. It changes only when you open the link we send to the new address, and we tell your current address about it.',
  emailInvalid: 'Please enter a valid email address.',
  emailSame: 'This is already your email address.',
  emailTaken: 'Another account already uses this email address.',
  emailChangeRequested: (newEmail: string, currentEmail: string) =>
    `We have sent a link to ${newEmail}. Your email address changes when you open it; until then, log in with ${currentEmail}.`,
  emailChangePending: (newEmail: string) => `Waiting for you to open the link we sent to ${newEmail}.`,

  passwordTitle: 'Password',
  passwordLead: 'When you change your password, every other device logged in to your account is logged out.',
  passwordChanged: 'Your password has been changed. Your other devices have been logged out, and we have emailed you a notice.',

  currentPasswordMissing: 'Please enter your current password.',
  currentPasswordWrong: 'The password is not correct.',
  /** The account routes count attempts per hour (Appwrite's window), so "a few minutes" would not be true. */
  tooManyAttempts: 'Too many attempts. Please wait up to an hour, then try again.',

  sessionsTitle: 'Devices logged in',
  sessionsLead: 'Each login to your account, newest first. Log out any device you do not recognise.',
  sessionsLoading: 'Loading your devices…',
  sessionsFailed: 'We could not load your devices. Please reload the page.',
  thisDevice: 'This device',
  unknownDevice: 'Unknown browser',
  sessionEnded: 'That device has been logged out.',
  logOutSession: 'Log out',
  loggingOutSession: 'Logging out…',
  logOutAll: 'Log out of all devices',
  loggingOutAll: 'Logging out everywhere…',

  dataTitle: 'Your data',
  dataLead:
    'A JSON file with your account, preferences, subscriptions, newsletter status (once your email address is verified) and the devices logged in. It holds no password.',
  /** The downloaded file's newsletter status while the account has not verified its address. */
  dataNewsletterUnverified: 'not shown until you verify this email address',
  download: 'Download my data',
  downloading: 'Preparing your file…',
  downloaded: 'Your data has been downloaded.',

  deleteTitle: 'Delete account',
  deleteLead:
    'Deleting your account logs you out everywhere and cannot be undone. We erase your name, email address, preferences, password and RC Score, remove your verified address from the newsletter, and send one last email to confirm the deletion. We keep the records of your subscriptions (package, date and last four card digits) for tax and accounting for seven years, without your name or email address. You can register again with the same address later as a new account.',
  deleteConfirm: 'I understand that my account will be deleted and that this cannot be undone.',
  deleteConfirmMissing: 'Please confirm that you want to delete your account.',
  deleteButton: 'Delete my account',
  deleting: 'Deleting your account…',
  deleted: 'Your account has been deleted.',

  save: 'Save',
  saving: 'Saving…',
} as const;
