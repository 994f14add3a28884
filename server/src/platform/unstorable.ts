import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

// issue 15: text PostgreSQL cannot store answered 400 in one place, for every route, before
// any schema or query sees it: NUL (U+0000, error 22021 in text and jsonb) and a lone UTF-16
// surrogate (refused by jsonb); and JSON nested deeper than any of our bodies.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const MAX_DEPTH = 16;

type Problem = { path: string; key: 'textUnstorable' | 'nestedTooDeep' };

/** The first string (or key) in `value` that cannot be stored, or a nesting past MAX_DEPTH. */
export function findUnstorable(value: unknown, path = '', depth = 0): Problem | null {
  if (typeof value === 'string') {
    return UNSTORABLE.test(value) ? { path: path || '_', key: 'textUnstorable' } : null;
  }
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_DEPTH) return { path: path || '_', key: 'nestedTooDeep' };
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return { path: at, key: 'textUnstorable' };
    const found = findUnstorable(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** preValidation, for every route: the params, the query and the body, in that order. */
export async function refuseUnstorable(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const problem = findUnstorable(part);
    if (problem) {
      throw badRequest('VALIDATION_FAILED', problem.key, { [problem.path]: problem.key });
    }
  }
}
