import { CandidateSearchBody } from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerMust } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { requireEmployer, searchService } from './search.service';

const CategoryParams = z.object({ id: z.string().trim().min(1).max(40) });

// spec 001 §7 "Applicants filter (seekers search)"; issue 6 item 5.
export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const service = searchService(ctx);

    app.post(
      '/user/emp/job/:id/js/filter',
      {
        schema: {
          tags: ['search'],
          security: [{ bearer: [] }],
          summary:
            'Search job seekers (employers only): complete profiles seen in the last 90 days, ' +
            'interested in category {id} (or "all"), passing every filter; most complete and ' +
            'most recently active first, 30 a page, contacts masked. Nothing found answers ' +
            'message "Sorry! No records found"',
          params: CategoryParams,
          body: CandidateSearchBody,
        },
        // issue 14 item 15: the role before the body, so a seeker gets 403, not 400
        onRequest: [ctx.auth, callerMust(requireEmployer)],
      },
      async (request) => {
        const { data, count, message } = await service.search(request.params.id, request.body);
        return { success: true, data, count, ...(message ? { message } : {}) };
      },
    );
  };
}
