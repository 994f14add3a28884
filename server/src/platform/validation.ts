import type { z } from 'zod';

// The marker fastify-type-provider-zod puts on its issues; the error handler keys on it.
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * Parses a body with a schema chosen inside a handler (one route, several shapes). A failure
 * is thrown exactly as a route schema failure is, so the envelope and messages are the same.
 */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw Object.assign(new Error('Validation failed'), {
    statusCode: 400,
    validation: result.error.issues.map((issue) => ({
      [ZOD_ISSUE]: true,
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
      params: issue.code === 'unrecognized_keys' ? { keys: issue.keys } : {},
    })),
  });
}
