import { isMessageKey } from '@kaamkaj/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLoss } from './db/connection-loss';
import { AppError } from './errors';
import { localText, requestLang } from './lang';

const GENERIC_500 = 'Something went wrong, please try again later';
// issue 15 item 1: the database connection was lost or timed out; nothing was half-done (the
// transaction rolled back or never began), so the same tap may simply be tried again.
const DB_UNAVAILABLE = 'The service is busy for a moment. Please try again.';

/**
 * An API address no route answers: the 404 envelope, its text in the reader's language (an app
 * left open across a release may still call an address the new server no longer has).
 */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const route = `Route ${request.method} ${request.url.split('?')[0]} not found`;
  return reply.status(404).send({
    success: false,
    code: 'NOT_FOUND',
    message: localText(requestLang(request), route, 'NOT_FOUND'),
  });
}

/**
 * The one place errors become the envelope of DESIGN.md §3. Validation issues carry domain
 * message keys; they are answered in English with the field name -> text map in `errors`.
 */
export function registerErrorHandler(app: FastifyInstance, params: Record<string, number>) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // issue 14: the reader's language, from the screen that asked (Accept-Language)
    const lang = requestLang(request);
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const errors = error.errors
        ? Object.fromEntries(
            Object.entries(error.errors).map(([field, text]) => [
              field,
              localText(lang, text, text),
            ]),
          )
        : undefined;
      return reply.status(error.statusCode).send({
        success: false,
        code: error.code,
        message: localText(lang, error.message, error.code),
        ...(errors ? { errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      let unknown: string | undefined;
      for (const issue of error.validation) {
        const at = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // issue 14 item 15: a field the route does not know is named, under its own key
        const keys = issue.keyword === 'unrecognized_keys' ? unknownKeys(issue.params) : [];
        if (keys.length > 0) {
          const names = keys.map((key) => (at ? `${at}.${key}` : key));
          for (const name of names) errors[name] ??= localText(lang, 'unknownField');
          unknown ??= names.join(', ');
          continue;
        }
        const field = at || '_';
        const raw = issue.message ?? 'Invalid value';
        const text = localText(lang, messageOf(field, raw, issue.keyword), '', params);
        errors[field] ??= text;
      }
      const message =
        unknown !== undefined
          ? localText(lang, 'unknownFieldNamed', '', { field: unknown })
          : (Object.values(errors)[0] ?? 'Invalid request');
      return reply.status(400).send({ success: false, code: 'VALIDATION_FAILED', message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx: malformed JSON, wrong content type, body too large ...
      return reply.status(status).send({
        success: false,
        code:
          status === 413
            ? 'PAYLOAD_TOO_LARGE'
            : status === 415
              ? 'UNSUPPORTED_MEDIA_TYPE'
              : 'BAD_REQUEST',
        message: localText(
          lang,
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? 'Request body is not valid JSON'
            : error.message,
        ),
      });
    }
    if (isConnectionLoss(error)) {
      request.log.warn({ err: error }, 'database connection lost during the request');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({
          success: false,
          code: 'SERVICE_UNAVAILABLE',
          message: localText(lang, DB_UNAVAILABLE),
        });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ success: false, code: 'INTERNAL_ERROR', message: localText(lang, GENERIC_500) });
  });
}

/**
 * A schema's own message key as it is; zod's built-in English for a field (a missing nested
 * object, a number where text belongs) as our keys, so it reads in the user's language.
 */
function messageOf(field: string, raw: string, keyword: string | undefined): string {
  if (isMessageKey(raw)) return raw;
  if (field === '_') return 'Request body must be a JSON object';
  if (!ZOD_DEFAULT.test(raw)) return raw; // a route's own text
  if (keyword === 'invalid_type' && /received undefined/.test(raw)) return 'required';
  return 'valueInvalid';
}

// The start of zod's built-in English messages ("Invalid input: expected object, received
// undefined", "Too big: expected number to be <=10000", "Invalid option: ...").
const ZOD_DEFAULT =
  /^(Invalid input|Too big|Too small|Invalid (string|option|UUID|format|key|element|union))/;

/** The names zod gives an unrecognized_keys issue (fastify-type-provider-zod keeps them). */
function unknownKeys(params: unknown): string[] {
  const keys = (params as { keys?: unknown } | undefined)?.keys;
  return Array.isArray(keys) ? keys.map(String) : [];
}
