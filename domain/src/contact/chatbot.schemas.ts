import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, RATING_MAX, RATING_MIN } from '../common/limits';
import { MOBILE_PATTERN } from '../common/patterns';

// spec 001 §4 "Chatbot flow", §5 "Chatbot", §3 "Chatbot feedback or query": name, contact, type,
// user_type, response, token. Customer Support (issue 13) leaves a support request the same way.
export const CHATBOT_KINDS = ['feedback', 'query', 'support'] as const;
export type ChatbotKind = (typeof CHATBOT_KINDS)[number];
export const CHATBOT_USER_TYPES = ['seeker', 'employer'] as const;
export type ChatbotUserType = (typeof CHATBOT_USER_TYPES)[number];

export const QUERY_MIN = 5;
/** An ALTCHA payload is base64 JSON of a few hundred characters; anything far longer is junk. */
export const CAPTCHA_TOKEN_MAX = 4000;

// spec 001 §5: "a full-name pattern (3+ letters, up to 3 words)", in any script (Hindi too).
const FULL_NAME = /^[\p{L}\p{M}.']+(?: [\p{L}\p{M}.']+){0,2}$/u;

export const ChatbotName = z
  .string({ error: 'chatNameInvalid' })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .refine((v) => FULL_NAME.test(v) && v.replace(/[^\p{L}]/gu, '').length >= 3, {
    error: 'chatNameInvalid',
    abort: true,
  })
  .refine((v) => v.length <= CONTACT_NAME_MAX, { error: 'contactNameMax' });

export const ChatbotPhone = z
  .string({ error: 'chatPhoneInvalid' })
  .trim()
  .regex(MOBILE_PATTERN, { error: 'chatPhoneInvalid' });

export const ChatbotRating = z.coerce
  .number({ error: 'ratingRange' })
  .int({ error: 'ratingRange' })
  .min(RATING_MIN, { error: 'ratingRange' })
  .max(RATING_MAX, { error: 'ratingRange' });

export const ChatbotQuery = z
  .string({ error: 'queryShort' })
  .trim()
  .min(QUERY_MIN, { error: 'queryShort' })
  .max(CONTACT_MESSAGE_MAX, { error: 'contactMessageMax' });

const CaptchaToken = z
  .string({ error: 'captchaRequired' })
  .trim()
  .min(1, { error: 'captchaRequired' })
  .max(CAPTCHA_TOKEN_MAX, { error: 'captchaInvalid' });

const common = {
  name: ChatbotName,
  contact: ChatbotPhone,
  user_type: z.enum(CHATBOT_USER_TYPES, { error: 'chatUserTypeInvalid' }),
  token: CaptchaToken,
};

// POST /login/query-feedback (spec 001 §7 "Captcha check"): the three kinds, each with its response.
export const ChatbotMessageBody = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('feedback'), response: ChatbotRating, ...common }),
    z.object({ type: z.literal('query'), response: ChatbotQuery, ...common }),
    z.object({
      type: z.literal('support'),
      response: z
        .string()
        .trim()
        .max(CONTACT_MESSAGE_MAX, { error: 'contactMessageMax' })
        .optional()
        .default(''),
      ...common,
    }),
  ],
  { error: 'chatTypeInvalid' },
);
export type ChatbotMessageBody = z.infer<typeof ChatbotMessageBody>;
export type ChatbotMessageInput = z.input<typeof ChatbotMessageBody>;
