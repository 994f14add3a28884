import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';

/** Registered only with the `log` SMS provider outside production (see app.ts). */
export function outboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Messages the log adapters sent, newest first (development only)',
          querystring: z.object({ to: z.string().optional() }),
        },
      },
      async (request) => ({ success: true, data: ctx.outbox.list(request.query.to) }),
    );
  };
}
