import { hasControlCharacters } from './validation/control-characters';

/** The site's paths, named once so links and the shell's route table agree. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  login: '/login',
  /** "Forgot password?": asks for the address the reset link is mailed to. */
  passwordRecovery: '/login/recovery',
  /** Where the mailed reset link leads (`?userId=…&secret=…&expire=…`). */
  resetPassword: '/reset-password',
  /** Where the mailed verification link leads (`?userId=…&secret=…&expire=…`). */
  verifyEmail: '/verify-email',
  profile: '/profile',
  /** Name, email, password, devices, "Download my data" and closing the account. */
  profileSettings: '/profile/settings',
  /** The articles, newest first. */
  insights: '/insights',
  /** A charge's invoice, to print or save as PDF. */
  invoice: (number: string) => `/profile/invoices/${number}`,
  insight: (slug: string) => `/insights/${slug}`,
} as const;

/** Every page at a fixed path, for checks that visit them all (tests, benchmarks, screenshots). */
export const pagePaths: readonly string[] = Object.values<string | ((slug: string) => string)>(paths).filter(
  (path) => typeof path === 'string',
);

/**
 * The staff console's paths: kept out of `paths` (and so of `pagePaths`), because they are
 * the company's pages, not the public site's.
 */
export const staffPaths = {
  inbox: '/staff',
  enquiry: (id: string | number) => `/staff/enquiries/${id}`,
  subscribers: '/staff/subscribers',
  subscriptions: '/staff/subscriptions',
  audit: '/staff/audit',
  releases: '/staff/releases',
} as const;

/**
 * The pages the newsletter's mails link to (with `?token=`): kept out of `paths` (and so of
 * `pagePaths`), as they mean nothing without the token a mail carries.
 */
export const newsletterPaths = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/** The query parameter that tells the login page where to send the visitor back to. */
export const RETURN_TO_PARAMETER = 'next';

/** The login page, sending the visitor back to `path` (a path on this site) once logged in. */
export function loginPathReturningTo(path: string): string {
  return `${paths.login}?${new URLSearchParams({ [RETURN_TO_PARAMETER]: path }).toString()}`;
}

/** The login page's query flag for a session that is open but owes its second factor: the page asks for the code. */
export const SECOND_FACTOR_PARAMETER = 'step';
const SECOND_FACTOR_VALUE = 'code';

/** The login page's code step for this browser's session, sending the visitor back to `path` once it is given. */
export function loginPathForSecondFactor(path: string): string {
  return `${paths.login}?${new URLSearchParams({ [RETURN_TO_PARAMETER]: path, [SECOND_FACTOR_PARAMETER]: SECOND_FACTOR_VALUE }).toString()}`;
}

/** Whether the login page's query (`location.search`) asks for the session's second factor. */
export function asksForSecondFactor(search: string): boolean {
  return new URLSearchParams(search).get(SECOND_FACTOR_PARAMETER) === SECOND_FACTOR_VALUE;
}

/** A stand-in origin to resolve a return path against: whatever resolves elsewhere is refused. */
const RETURN_PATH_BASE = 'https://return-path.invalid';

/**
 * Where the login page's query (`location.search`) asks to return to: a path on this site
 * only, never another origin, so the parameter cannot redirect away. URL parsers drop tabs and
 * line breaks and read `\` as `/`, so `/\t/evil.example` is `//evil.example` to them: a path
 * with a control character or a backslash is refused, and so is any that a URL parser would
 * resolve to another origin.
 */
export function returnPathFrom(search: string): string | undefined {
  const path = new URLSearchParams(search).get(RETURN_TO_PARAMETER);
  if (!path?.startsWith('/') || path.includes('\\') || hasControlCharacters(path)) return undefined;
  try {
    return new URL(path, RETURN_PATH_BASE).origin === RETURN_PATH_BASE ? path : undefined;
  } catch {
    return undefined;
  }
}
