import { ChatbotMessageBody } from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaKeys, newCaptchaChallenge, spendCaptcha } from '../../platform/captcha';
import type { AppContext } from '../../platform/context';
import { contactMessages } from '../../platform/db/schema';
import { AppError, tooMany } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { sentBefore } from './sent-before';

const CHALLENGES_PER_HOUR = 120;
const MESSAGES_PER_HOUR = 10;

const SAVED: Record<ChatbotMessageBody['type'], string> = {
  feedback: 'Captcha verified. Your review has been submitted, thank you!',
  query: 'Captcha verified. Your query has been submitted, we will get back to you soon.',
  support: 'Captcha verified. Our team will connect with you soon.',
};

/**
 * The public chatbot (spec 001 §4, §5; issue 13 part 5): an ALTCHA challenge, and the feedback,
 * query and support messages it guards, which land in the admin's inbox.
 */
export function chatbotRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const keys = captchaKeys(ctx.config.APP_SECRET);

    app.get(
      '/login/captcha',
      {
        schema: {
          tags: ['contact'],
          summary: 'A fresh ALTCHA proof-of-work challenge (single use, 10 minutes)',
        },
      },
      async (request, reply) => {
        const hit = await ctx.limiter.hit(`captcha:${request.ip}`, CHALLENGES_PER_HOUR, 3600);
        if (!hit.allowed) {
          throw tooMany('IP_LIMIT', 'Too many attempts, please try again later', hit.retryAfter);
        }
        reply.header('cache-control', 'no-store');
        return newCaptchaChallenge(keys);
      },
    );

    // spec 001 §7 "Captcha check": POST /login/query-feedback {name, contact, type, user_type,
    // response, token}.
    app.post(
      '/login/query-feedback',
      {
        schema: {
          tags: ['contact'],
          summary: 'Chatbot feedback, query or support request, behind the captcha',
          body: ChatbotMessageBody,
        },
        // counted before the body is read, so junk is cut off as well as real messages
        onRequest: async (request) => {
          const hit = await ctx.limiter.hit(`chatbot:${request.ip}`, MESSAGES_PER_HOUR, 3600);
          if (!hit.allowed) {
            throw tooMany('IP_LIMIT', 'Too many messages, please try again later', hit.retryAfter);
          }
        },
      },
      async (request) => {
        const body = request.body;
        const message = {
          kind: body.type,
          name: body.name,
          contactDetails: body.contact,
          message: body.type === 'feedback' ? '' : body.response,
          rating: body.type === 'feedback' ? body.response : null,
        };
        try {
          await ctx.db.transaction(async (tx) => {
            await spendCaptcha(tx, keys, body.token);
            // sent again on a new proof (the widget solved anew after no answer): one copy kept
            if (await sentBefore(tx, message)) return;
            await tx.insert(contactMessages).values({
              id: newId(),
              ...message,
              userType: body.user_type,
              leadSource: 'chatbot',
              ip: request.ip.slice(0, 64),
            });
          });
        } catch (error) {
          // its proof spent by this very message: the tap made again after the answer was lost
          const used = error instanceof AppError && error.code === 'CAPTCHA_USED';
          if (!used || !(await sentBefore(ctx.db, message))) throw error;
        }
        return { success: true, message: SAVED[body.type] };
      },
    );
  };
}
