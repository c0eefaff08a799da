import { toastMessages } from '../toasts';

/** A call that got no usable answer: the server said no, or could not be reached at all. */
export interface ApiFailure {
  ok: false;
  /** The HTTP status; 0 when no HTTP answer came back (offline, DNS, CORS, server down). */
  status: number;
  /** The server's message for people, or '' when it gave none. */
  message: string;
  unreachable: boolean;
}

/** The outcome of a call to the site's API, already reduced to what a page shows. */
export type ApiResult<T = undefined> = { ok: true; status: number; message: string; value: T } | ApiFailure;

export function unreachableFailure(): ApiFailure {
  return { ok: false, status: 0, message: '', unreachable: true };
}

/** What a failed call tells the visitor: the server's own message, or that it could not be reached. */
export function failureMessage(result: ApiFailure): string {
  return result.unreachable || !result.message ? toastMessages.serverUnreachable : result.message;
}
