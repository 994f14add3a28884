/** A failure the caller can act on: becomes `{success:false, code, message, errors?}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, errors?: Record<string, string>) =>
  new AppError(400, code, message, errors);
export const unauthorized = (code: string, message: string) => new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const tooMany = (code: string, message: string, retryAfterSeconds: number) =>
  new AppError(429, code, message, undefined, { 'retry-after': String(retryAfterSeconds) });
