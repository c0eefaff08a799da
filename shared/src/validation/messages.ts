import { servicePackages } from '../catalog/packages';

const packageNames = servicePackages.map((servicePackage) => servicePackage.name);

/**
 * Every validation message of the spec, verbatim (including its spellings): the pages show
 * them as toasts and the backend returns them as `{message}`, so both import them from here.
 */
export const newsletterMessages = {
  email: 'Please insert a correct email',
} as const;

export const contactMessages = {
  firstName: 'Please insert your first name',
  lastName: 'Please insert your last name',
  title: 'Please insert a correct title',
  company: 'Please insert a correct company name',
  interest: 'Please select your interest',
  method: 'Please select how did you hear about RCM',
  country: 'Please insert a correct country',
  email: 'Please insert a correct email',
  phone: 'Please insert a correct phone number',
  message: 'Message needs to be atleast 20 characters long',
} as const;

export const cardMessages = {
  number: 'Please insert a valid card number',
  expiration: 'Invalid expiration date',
  cvv: 'Please insert a correct CVV',
  name: 'Please insert a correct full name',
} as const;

export const subscriptionMessages = {
  package: `Please choose one of the ${packageNames.slice(0, -1).join(', ')} or ${packageNames.at(-1)} packages`,
  username: 'You can only change your own subscription',
} as const;
