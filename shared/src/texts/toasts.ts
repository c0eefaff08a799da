import type { ServicePackage } from '../catalog/packages';

/** Every confirmation and error toast the spec names, verbatim (including its spellings). */
export const toastMessages = {
  newsletterSubscribed: 'You have been subscribed to our newsletter!',
  contactReceived: 'Your message has been recieved !',
  registered: 'You Have Been Registered',
  loggedIn: 'You Have Been Logged',
  loginFailed: 'Incorrect username or password.',
  registrationFailed: 'An error occurred during registration.',
  subscriptionFailed: 'Subscribtion Failed, Please try again.',
  /** Not in the spec: what a visitor sees when the server cannot be reached at all. */
  serverUnreachable: 'We could not reach our server. Please check your connection and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  loggedOut: 'You have been logged out.',
  loggedOutEverywhere: 'You have been logged out of all devices.',
  logoutUnreachable: 'We could not reach our server, so you are still logged in. Please check your connection and try again.',
} as const;

export function subscribedToPackageMessage(servicePackage: Pick<ServicePackage, 'name'>): string {
  return `You have been subscribed to ${servicePackage.name} package`;
}
