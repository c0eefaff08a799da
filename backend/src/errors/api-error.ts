import { toastMessages } from '@rcm/shared';

/**
 * An error of any route, answered in Appwrite's shape `{message, code, type, version}`: the
 * `/v1` routes must answer as Appwrite does for the SDK, and the site's own routes use the same
 * shape so the pages read every failure one way. The HTTP status becomes the SDK's `code`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The Appwrite server version whose behaviour this API follows (sent in error bodies). */
export const APPWRITE_VERSION = '1.9.6';

/** A request the API refuses for what it carries; `message` is what the visitor is shown. */
const invalidArgument = (message: string, statusCode = 400) => new ApiError(statusCode, 'general_argument_invalid', message);

export const apiErrors = {
  invalidArgument,
  userAlreadyExists: () =>
    new ApiError(409, 'user_already_exists', 'A user with the same id, email, or phone already exists in this project.'),
  /** No signed-in customer or staff member behind a site (not `/v1`) route: the page says the session has ended. */
  sessionExpired: () => new ApiError(401, 'user_unauthorized', toastMessages.sessionExpired),
  invalidCredentials: () => new ApiError(401, 'user_invalid_credentials', 'Invalid credentials. Please check the email and password.'),
  guestMissingScope: () => new ApiError(401, 'general_unauthorized_scope', 'User (role: guests) missing scopes (["account"])'),
  sessionAlreadyExists: () =>
    new ApiError(401, 'user_session_already_exists', 'Creation of a session is prohibited when a session is active.'),
  sessionNotFound: () => new ApiError(404, 'user_session_not_found', 'The current user session could not be found.'),
  /** A bad, foreign or expired `X-Appwrite-JWT`: the type on which clients fetch a new JWT. */
  jwtInvalid: (reason: string) => new ApiError(401, 'user_jwt_invalid', `Failed to verify JWT. ${reason}`),
  /** An address that passes the email rule but leaves nothing once its aliases are folded (`+tag@gmail.com`). */
  invalidEmail: () => new ApiError(400, 'general_invalid_email', 'Value must be a valid email address.'),
  jwtCreationDenied: () =>
    new ApiError(
      403,
      'user_jwt_creation_denied',
      'A JWT cannot be created from a request authorized with a JWT. Authenticate with a session cookie or session header instead.',
    ),
  jwtAndCookieSet: () =>
    new ApiError(
      403,
      'user_jwt_and_cookie_set',
      'JWT and cookie used in the same request. Use either `setJWT` or `setCookie`. Learn about which authentication method to use in the SSR docs: https://appwrite.io/docs/products/auth/server-side-rendering',
    ),
  projectNotFound: () =>
    new ApiError(
      404,
      'project_not_found',
      'Project with the requested ID could not be found. Please check the value of the X-Appwrite-Project header to ensure the correct project ID is being used.',
    ),
  commonPassword: () =>
    new ApiError(
      400,
      'password_dictionary',
      'This password is one of the most commonly used passwords and is easy to guess. Please choose a different password.',
    ),
  reauthenticationRequired: () =>
    new ApiError(403, 'user_reauthentication_required', 'For your security, please enter your password again to confirm this change.'),
  passwordIncorrect: () => new ApiError(403, 'user_invalid_credentials', 'The password is not correct.'),
  invalidParam: (param: string, description: string) => invalidArgument(`Invalid \`${param}\` param: ${description}`),
  /** A mailed link's `url` whose origin is not one of the site's (Appwrite: a host not on the project's platforms). */
  redirectNotAllowed: (host: string) =>
    invalidArgument(
      `Invalid \`url\` param: Invalid URI.${host ? ` Register your new client (${host}) as a new Web platform on your project console dashboard` : ''}`,
    ),
  /** A closed account: Appwrite's answer to a login of a blocked user. */
  userBlocked: () =>
    new ApiError(
      401,
      'user_blocked',
      'The current user has been blocked. You can unblock the user by making a request to the User API\'s "Update User Status" endpoint or in the Appwrite Console\'s Auth section.',
    ),
  /** `PATCH /v1/account/email` to an address another account (or this one) already has. */
  targetAlreadyExists: () => new ApiError(409, 'user_target_already_exists', 'A target with the same ID already exists.'),
  emailAlreadyExists: () =>
    new ApiError(409, 'user_email_already_exists', 'A user with the same email already exists in the current project.'),
  userNotFound: () => new ApiError(404, 'user_not_found', 'User with the requested ID could not be found.'),
  /** A recovery or verification secret that is wrong, spent, expired or another user's. */
  invalidToken: () => new ApiError(401, 'user_invalid_token', 'Invalid token passed in the request.'),
  emailAlreadyVerified: () => new ApiError(409, 'user_email_already_verified', 'User email is already verified'),
  missingParam: (param: string) => invalidArgument(`Param "${param}" is not optional.`),
  /** Two-step verification (Appwrite's account MFA; `routes/account/mfa-routes.ts`). */
  moreFactorsRequired: () => new ApiError(401, 'user_more_factors_required', 'More factors are required to complete the sign in process.'),
  challengeRequired: () =>
    new ApiError(
      401,
      'user_challenge_required',
      'A recently successful challenge is required to complete this action. A challenge is considered recent for 5 minutes.',
    ),
  authenticatorNotFound: () => new ApiError(404, 'user_authenticator_not_found', 'Authenticator could not be found on the current user.'),
  authenticatorAlreadyVerified: () =>
    new ApiError(409, 'user_authenticator_already_verified', 'This authenticator is already verified on the current user.'),
  recoveryCodesAlreadyExist: () =>
    new ApiError(
      409,
      'user_recovery_codes_already_exists',
      'The current user already generated recovery codes and they can only be read once for security reasons.',
    ),
  recoveryCodesNotFound: () => new ApiError(404, 'user_recovery_codes_not_found', 'Recovery codes could not be found on the current user.'),
  emailNotVerified: () => new ApiError(400, 'user_email_not_verified', 'User email is not verified'),
  phoneDisabled: () => new ApiError(503, 'general_phone_disabled', 'Phone provider not configured'),
  factorDisabled: () => new ApiError(501, 'user_auth_method_unsupported', 'The requested factor is disabled by the MFA factors policy'),
  rateLimited: () =>
    new ApiError(
      429,
      'general_rate_limit_exceeded',
      'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
    ),
  unknownOrigin: (origin: string) =>
    new ApiError(
      403,
      'general_unknown_origin',
      `Invalid Origin. Register your new client (${origin}) as a new Web platform on your project console dashboard`,
    ),
  routeNotFound: () =>
    new ApiError(
      404,
      'general_route_not_found',
      'Route not found. Please ensure the endpoint is configured correctly and that the API route is valid for this SDK version. Refer to the API docs for more details.',
    ),
  accountServiceUnavailable: () =>
    new ApiError(503, 'general_service_unavailable', 'The account service cannot be reached right now. Please try again in a moment.'),
  paymentDeclined: (reason: string) => new ApiError(402, 'payment_declined', reason),
  serverError: () => new ApiError(500, 'general_server_error', 'Server Error'),
} as const;
