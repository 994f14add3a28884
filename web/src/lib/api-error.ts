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
