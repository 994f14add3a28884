import {
  isMessageKey,
  MESSAGES,
  type MessageKey,
  type MessageLang,
  messageTextIn,
  serverTextHi,
} from '@kaamkaj/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The reader's language (issue 14): the web app sends its screen language as Accept-Language,
 * so a Hindi screen gets its errors in Hindi. Anything else (an integrator, curl) gets English.
 */
export function requestLang(request: FastifyRequest): MessageLang {
  return headerLang(request) ?? 'en';
}

/** The language the request names, or null when it names none. */
export function headerLang(request: FastifyRequest): MessageLang | null {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  if (!first) return null;
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}

const KEY_OF_TEXT = new Map(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * An answer's text in `lang`: a message key, an English message text, or an error code. What
 * has no Hindi yet stays as it is. "jwt expired" is protocol (the web app refreshes on it).
 */
export function localText(
  lang: MessageLang,
  text: string,
  code = '',
  params: Record<string, string | number> = {},
): string {
  if (isMessageKey(text)) return messageTextIn(lang, text, params);
  if (lang === 'en' || code === 'TOKEN_EXPIRED') return text;
  const key = KEY_OF_TEXT.get(text);
  if (key) return messageTextIn('hi', key, params);
  return serverTextHi(code, text) ?? serverTextHi(text, text) ?? text;
}
