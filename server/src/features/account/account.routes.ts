import { deleteAccountBody, MY_DATA_PER_HOUR } from '@kaamkaj/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { tooMany } from '../../platform/errors';
import { requestLang } from '../../platform/lang';
import { deleteAccountService } from './delete-account.service';
import { myDataFileName, myDataService } from './my-data.service';

const HOUR = 3600;
const caller = (request: FastifyRequest) => ({
  ip: request.ip,
  lang: requestLang(request),
  host: request.hostname,
  log: request.log,
});

/**
 * The data rights of the DPDP Act 2023 (issue 15 item 9), for every signed-in role: download
 * everything stored about me, and delete my account with a code sent to me.
 */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const myData = myDataService(ctx);
    const deletion = deleteAccountService(ctx);

    app.get(
      '/user/v2/my-data',
      {
        schema: {
          tags: ['user'],
          summary: 'Download everything stored about me (JSON attachment)',
          security: [{ bearer: [] }],
        },
        onRequest: ctx.auth,
      },
      async (request, reply) => {
        const me = currentUser(request);
        // each download reads every table about the person: a few an hour is plenty
        const hit = await ctx.limiter.hit(`my-data:${me.id}`, MY_DATA_PER_HOUR, HOUR);
        if (!hit.allowed) {
          throw tooMany(
            'DATA_EXPORT_LIMIT',
            'You can download your data 5 times an hour. Please try again later.',
            hit.retryAfter,
          );
        }
        const data = await myData.build(me);
        return reply
          .header('content-disposition', `attachment; filename="${myDataFileName()}"`)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(data, null, 2));
      },
    );

    app.post(
      '/user/v2/delete-account/code',
      {
        schema: {
          tags: ['user'],
          summary: 'Delete my account, step 1: send a code to my mobile (or sign-in e-mail)',
          security: [{ bearer: [] }],
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        const sent = await deletion.sendCode(currentUser(request), caller(request));
        return { success: true, message: 'OTP sent successfully', data: sent };
      },
    );

    app.post(
      '/user/v2/delete-account',
      {
        schema: {
          tags: ['user'],
          summary: 'Delete my account, step 2: the code; signs out everywhere',
          body: deleteAccountBody(ctx.config.OTP_LENGTH),
          security: [{ bearer: [] }],
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        await deletion.deleteAccount(currentUser(request), request.body.code, caller(request));
        return { success: true, message: 'Your account has been deleted' };
      },
    );
  };
}
