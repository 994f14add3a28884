import { CandidateInviteBody, CandidateSearchBody, Id } from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerMust, currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { ALREADY_INVITED, candidateService, INVITED } from './candidate.service';
import { requireEmployer, searchService } from './search.service';

const CategoryParams = z.object({ id: z.string().trim().min(1).max(40) });
const SeekerParams = z.object({ seekerId: Id });

// spec 001 §7 "Applicants filter (seekers search)"; issue 6 item 5.
export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const service = searchService(ctx);
    const candidates = candidateService(ctx);
    const secured = { tags: ['search'], security: [{ bearer: [] }] };
    // issue 14 item 15: the role before the body, so a seeker gets 403, not 400
    const employerOnly = [ctx.auth, callerMust(requireEmployer)];

    app.post(
      '/user/emp/job/:id/js/filter',
      {
        schema: {
          ...secured,
          summary:
            'Search job seekers (employers only): complete profiles seen in the last 90 days, ' +
            'interested in category {id} (or "all"), passing every filter; most complete and ' +
            'most recently active first, 30 a page, contacts masked. count is exact up to ' +
            '1,000; beyond, count is 1000 and count_capped true ("1,000+"). Nothing found answers ' +
            'message "Sorry! No records found"',
          params: CategoryParams,
          body: CandidateSearchBody,
        },
        onRequest: employerOnly,
      },
      async (request) => {
        const { data, count, count_capped, message } = await service.search(
          request.params.id,
          request.body,
        );
        return { success: true, data, count, count_capped, ...(message ? { message } : {}) };
      },
    );

    // issue 14 item 12: a result card's View profile and Invite to a job
    app.get(
      '/user/emp/js/:seekerId',
      {
        schema: {
          ...secured,
          summary:
            "A searched job seeker's profile (employers only): the sections of an applicant's " +
            'profile, never the number; 404 unless the search would list them',
          params: SeekerParams,
        },
        onRequest: employerOnly,
      },
      async (request) => ({
        success: true,
        data: await candidates.profile(request.params.seekerId),
      }),
    );

    app.get(
      '/user/emp/js/:seekerId/invite',
      {
        schema: {
          ...secured,
          summary:
            'My Open jobs to invite a searched job seeker to, each with invited (told before) ' +
            'and applied',
          params: SeekerParams,
        },
        onRequest: employerOnly,
      },
      async (request) => {
        const data = await candidates.inviteJobs(currentUser(request), request.params.seekerId);
        return { success: true, count: data.length, data };
      },
    );

    app.post(
      '/user/emp/js/:seekerId/invite',
      {
        schema: {
          ...secured,
          summary:
            'Invite a searched job seeker to apply for my Open job: they get a JOB_INVITE ' +
            'notification in their language, once per job (a repeat answers already_invited: ' +
            `true and "${ALREADY_INVITED}")`,
          params: SeekerParams,
          body: CandidateInviteBody,
        },
        onRequest: employerOnly,
      },
      async (request) => {
        const { seekerId } = request.params;
        const data = await candidates.invite(currentUser(request), seekerId, request.body.job_id);
        return { success: true, message: data.already_invited ? ALREADY_INVITED : INVITED, data };
      },
    );
  };
}
