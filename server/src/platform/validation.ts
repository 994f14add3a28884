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
  throw validationError(result.error.issues);
}

/** A field the route does not know (a multipart part), answered as a strict schema answers. */
export function unknownFieldError(name: string): Error {
  return validationError([
    { code: 'unrecognized_keys', keys: [name], path: [], message: 'unknownField', input: {} },
  ]);
}

function validationError(issues: readonly z.core.$ZodIssue[]): Error {
  return Object.assign(new Error('Validation failed'), {
    statusCode: 400,
    validation: issues.map((issue) => ({
      [ZOD_ISSUE]: true,
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
      params: issue.code === 'unrecognized_keys' ? { keys: issue.keys } : {},
    })),
  });
}
