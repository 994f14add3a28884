import { ContactUsBody } from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { contactMessages } from '../../platform/db/schema';
import { tooMany } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { sentBefore } from './sent-before';

const THANKS = 'Thank you! We will get back to you soon.';

// spec 001 §7 POST /contact/us; the footer's contact-us modal (spec 000 §2.3).
export function contactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact/us',
      { schema: { tags: ['contact'], summary: 'Send a message to support', body: ContactUsBody } },
      async (request) => {
        const hit = await ctx.limiter.hit(`contact:${request.ip}`, 10, 3600);
        if (!hit.allowed) {
          throw tooMany('IP_LIMIT', 'Too many messages, please try again later', hit.retryAfter);
        }
        const { name, contact_details, message, lead_source } = request.body;
        const same = { kind: 'contact', name, contactDetails: contact_details, message };
        if (await sentBefore(ctx.db, { ...same, rating: null }))
          return { success: true, message: THANKS };
        await ctx.db.insert(contactMessages).values({
          id: newId(),
          name,
          contactDetails: contact_details,
          message,
          leadSource: lead_source ?? 'website',
          ip: request.ip.slice(0, 64),
        });
        return { success: true, message: THANKS };
      },
    );
  };
}
