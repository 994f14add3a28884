import { Id, SAARTHI_TABS } from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { activeAgent, saarthiOnly } from '../../platform/saarthi';
import { HELP_SENT, HELP_SENT_BEFORE, saarthiService } from './saarthi.service';

const DashboardQuery = z.object({
  tab: z.enum(SAARTHI_TABS).default('enrolled'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});

// spec 001 §6: the agent dashboard's tabs, and /saarthiprofile's details (issue 13).
export function saarthiRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const service = saarthiService(ctx);
    const secured = { tags: ['saarthi'], security: [{ bearer: [] }] };

    app.get(
      '/saarthi/me',
      {
        schema: { ...secured, summary: 'My Saarthi details, code and totals' },
        onRequest: [ctx.auth, saarthiOnly],
      },
      async (request) => {
        const agent = await activeAgent(ctx, currentUser(request));
        return {
          success: true,
          data: {
            _id: agent.id,
            name: agent.name,
            saarthi_code: agent.code,
            home_district: agent.homeDistrict,
            counts: await service.counts(agent),
          },
        };
      },
    );

    app.get(
      '/saarthi/dashboard',
      {
        schema: {
          ...secured,
          summary: 'One tab of my dashboard, 30 a page, with every tab’s count',
          querystring: DashboardQuery,
        },
        onRequest: [ctx.auth, saarthiOnly],
      },
      async (request) => {
        const agent = await activeAgent(ctx, currentUser(request));
        const { tab, page } = request.query;
        const { counts, data } = await service.list(agent, tab, page);
        return { success: true, count: counts[tab], counts, data };
      },
    );

    app.post(
      '/saarthi/leads/:id/help',
      {
        schema: {
          ...secured,
          summary:
            'Send my number to one of my Location Leads (their number stays hidden): they are ' +
            'told in their language that I can help finish their profile; once per lead',
          params: z.object({ id: Id }),
        },
        onRequest: [ctx.auth, saarthiOnly],
      },
      async (request) => {
        const agent = await activeAgent(ctx, currentUser(request));
        const data = await service.sendHelp(agent, request.params.id);
        return { success: true, message: data.already_sent ? HELP_SENT_BEFORE : HELP_SENT, data };
      },
    );
  };
}
