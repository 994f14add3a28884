import {
  APPLICANT_TABS,
  ApplicantStatusBody,
  CallClickBody,
  type EmployerAction,
  Id,
} from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerMust, currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { applicantsService, requireEmployer } from './applicants.service';

const TAB_KEYS = APPLICANT_TABS.map((t) => t.key) as [
  (typeof APPLICANT_TABS)[number]['key'],
  ...(typeof APPLICANT_TABS)[number]['key'][],
];

const ListQuery = z.object({
  _id: Id,
  tab: z.enum(TAB_KEYS).default('applied'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});
const ProfileParams = z.object({ seekerId: Id });
const ProfileQuery = z.object({ job_id: Id });

const ACTION_MESSAGES: Record<EmployerAction, string> = {
  shortlist: 'Applicant shortlisted',
  shortlistAgain: 'Applicant shortlisted again',
  notShortlist: 'Applicant not shortlisted',
  reject: 'Applicant rejected',
  hired: 'Applicant hired',
  joined: 'Joining recorded',
  notJoined: 'Not joining recorded',
};

// spec 001 §2 "userapplied" and "Userprofile", §4 "Applicant status per job"; issue 6.
export function applicantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const service = applicantsService(ctx);
    const secured = { tags: ['applicants'], security: [{ bearer: [] }] };
    // issue 14 item 15: the role before the query and body are read (403, not 400)
    const employerOnly = [ctx.auth, callerMust(requireEmployer)];

    app.get(
      '/job/users',
      {
        schema: {
          ...secured,
          summary:
            'Applicants of my job in one tab (applied, shortlisted, interview, rejected), newest ' +
            'status change first, 30 a page, with every tab count and the job. A count is exact ' +
            'up to 1,000; beyond, it is 1000 with count_capped / tab_counts_capped true ("1,000+")',
          querystring: ListQuery,
        },
        onRequest: employerOnly,
      },
      async (request) => {
        const { _id, tab, page } = request.query;
        const result = await service.list(currentUser(request), _id, tab, page);
        return { success: true, ...result };
      },
    );

    app.get(
      '/job/users/:seekerId',
      {
        schema: {
          ...secured,
          summary: "An applicant's profile; the contact only while Shortlisted",
          params: ProfileParams,
          querystring: ProfileQuery,
        },
        onRequest: employerOnly,
      },
      async (request) => {
        const me = currentUser(request);
        const data = await service.profile(me, request.params.seekerId, request.query.job_id);
        return { success: true, data };
      },
    );

    app.put(
      '/job/users/status',
      {
        schema: {
          ...secured,
          summary:
            'Shortlist, Not Shortlist, Shortlist Again, Reject or Hire an applicant of my Open ' +
            'job, along the transition table only; Joined or Not Joined for a Hired one (also ' +
            'on a Complete or Closed job, answer data.joining); the seeker is notified',
          body: ApplicantStatusBody,
        },
        onRequest: employerOnly,
      },
      async (request) => {
        const data = await service.changeStatus(currentUser(request), request.body);
        return { success: true, message: ACTION_MESSAGES[request.body.action], data };
      },
    );

    app.post(
      '/job/users/call-click',
      {
        schema: {
          ...secured,
          summary: "A shortlisted applicant's number; each reveal is counted per job and user",
          body: CallClickBody,
        },
        onRequest: employerOnly,
      },
      async (request) => {
        const data = await service.callClick(currentUser(request), request.body);
        return { success: true, data };
      },
    );
  };
}
