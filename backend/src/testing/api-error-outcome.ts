import { ApiError } from '../errors/api-error';

export type ApiErrorOutcome = { status: number; type: string; message: string } | 'accepted';

/** What a check throws as the API would answer it (status, type, message), or `accepted`. */
export function apiErrorOutcome(check: () => unknown): ApiErrorOutcome {
  try {
    check();
    return 'accepted';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.statusCode, type: error.type, message: error.message };
  }
}
