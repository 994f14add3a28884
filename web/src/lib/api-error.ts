/** Field name -> English message, as the server's validation envelope gives it (DESIGN.md §3). */
export type FieldErrors = Record<string, string>;

/** Every failed request ends in one of these; status 0 means the server was not reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, code: string, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The server answered and refused the request (a 4xx): nothing was done. Anything else (no
 * answer: offline, a dropped connection, a timeout; or a failure of the server, 5xx) leaves a
 * write maybe done, maybe not: it is kept, to be sent again the same way (the outbox's answers,
 * a job post under its key, a payment's confirmation).
 */
export function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * A read refused for what its link names: gone (404), not this user's (403), or no such id (a
 * 400 naming an id field: a link cut short or mistyped). Asking again will not change it, so a
 * screen says what is missing and where to go instead of offering to load it again.
 */
export function isMissing(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 404 || error.status === 403) return true;
  const fields = Object.keys(error.errors ?? {});
  return error.status === 400 && fields.some((field) => /^id$|_id$|Id$/.test(field));
}
