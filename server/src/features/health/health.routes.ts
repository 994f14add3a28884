import { APP_VERSION, OTP_RESEND_SECONDS } from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteContactOf } from '../../platform/config';
import type { AppContext } from '../../platform/context';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['platform'], summary: 'Liveness and database reachability' } },
      async (_request, reply) => {
        const database = await ctx.database
          .ping()
          .then(() => 'up' as const)
          .catch(() => 'down' as const);
        const body = {
          status: database === 'up' ? 'ok' : 'degraded',
          database,
          version: APP_VERSION,
        };
        if (database === 'down') {
          return reply.status(503).send({
            success: false,
            code: 'DATABASE_DOWN',
            message: 'Database is not reachable',
            data: body,
          });
        }
        return { success: true, data: body };
      },
    );

    // What the web app needs before sign-in: the version check (spec 000 §1) and the OTP length.
    app.get(
      '/config',
      { schema: { tags: ['platform'], summary: 'Public settings the web app reads at start' } },
      async () => ({
        success: true,
        data: {
          version: APP_VERSION,
          otp_length: ctx.config.OTP_LENGTH,
          resend_seconds: OTP_RESEND_SECONDS,
          ...siteContactOf(ctx.config),
        },
      }),
    );
  };
}
