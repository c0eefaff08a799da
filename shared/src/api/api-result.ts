import { toastMessages } from '../texts/toasts';

/** A call that got no usable answer: the server said no, or could not be reached at all. */
export interface ApiFailure {
  ok: false;
  /** The HTTP status; 0 when no HTTP answer came back (offline, DNS, CORS, server down). */
  status: number;
  /** The server's message for people, or '' when it gave none. */
  message: string;
  /** The server's machine-readable reason (Appwrite's error `type`), or '' when it gave none. */
  type?: string;
  unreachable: boolean;
}

/** The outcome of a call to the site's API, already reduced to what a page shows. */
export type ApiResult<T = undefined> = { ok: true; status: number; message: string; value: T } | ApiFailure;

/** The status of a call whose session has ended (or owes its second factor): the page's `useSessionEnded` takes over. */
export const SESSION_ENDED_STATUS = 401;

/** The status of a call refused for its number (a rate limit): the pages say to wait, never that the input was wrong. */
export const TOO_MANY_ATTEMPTS_STATUS = 429;

export function unreachableFailure(): ApiFailure {
  return { ok: false, status: 0, message: '', unreachable: true };
}

/**
 * What a failed call tells the visitor: that the server could not be reached, else the server's
 * own message, else `fallback` (a reply with no message for people, such as a proxy's page).
 */
export function failureMessage(result: ApiFailure, fallback: string = toastMessages.serverUnreachable): string {
  if (result.unreachable) return toastMessages.serverUnreachable;
  return result.message || fallback;
}
