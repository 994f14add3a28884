import zlib from 'node:zlib';
import { Id, JobFilterBody, JobResponseBody, ROLE, SEEKER_DASHBOARD_TABS } from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerMust, currentUser } from '../../platform/auth';
import { chooseEncoding } from '../../platform/compression';
import type { AppContext } from '../../platform/context';
import { jobsService } from '../jobs/jobs.service';
import { feedService, requireSeeker, requireSelf } from './feed.service';

const Page = z.coerce.number().int().min(0).max(1000).default(0);
const FeedQuery = z.object({ user_id: Id, page: Page });
const JobParams = z.object({ id: Id });
const DashboardQuery = z.object({
  user_id: Id,
  tab: z.coerce
    .number()
    .int()
    .min(0)
    .max(SEEKER_DASHBOARD_TABS.length - 1)
    .default(0),
  page: Page,
});

const RESPONSE_MESSAGES = {
  Applied: 'Applied successfully',
  Saved: 'Saved to apply later',
  Visited: 'Marked as not applied',
} as const;

// spec 000 §7 "Jobs" (seeker side), §2.7 and §2.8; issue 5.
export function feedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const feed = feedService(ctx);
    app.addHook('onClose', async () => feed.close());
    const employerJobs = jobsService(ctx);
    const tags = ['feed'];
    const secured = { tags, security: [{ bearer: [] }] };
    // issue 14 item 15: the role before the query and body are read (403 NOT_A_SEEKER, not 400)
    const seekerOnly = [ctx.auth, callerMust(requireSeeker)];

    app.get(
      '/job/all',
      {
        schema: {
          ...secured,
          summary:
            'My matched feed: Open jobs of my job interests I have not answered, best first ' +
            '(district, skills, experience, salary, newest), 30 a page, each with match_reasons',
          querystring: FeedQuery,
        },
        onRequest: seekerOnly,
      },
      async (request, reply) => {
        const me = requireSelf(currentUser(request), request.query.user_id);
        const { json, br } = await feed.feedAnswer(me.id, request.query.page);
        reply.type('application/json; charset=utf-8');
        // the page as stored, already compressed, to a client that takes Brotli (issue 17)
        if (br && chooseEncoding(request.headers['accept-encoding']) === 'br') {
          reply.header('vary', 'accept-encoding').header('content-encoding', 'br');
          return reply.send(br);
        }
        return json ?? zlib.brotliDecompressSync(br ?? Buffer.alloc(0));
      },
    );

    app.post(
      '/job/filter',
      {
        schema: {
          ...secured,
          summary:
            'Filter jobs (spec 000 §2.7): the feed with the filter applied; no category means ' +
            'my job interests. Nothing found answers message "Sorry! No records found"',
          body: z.object({ body: JobFilterBody, page: Page }),
        },
        onRequest: seekerOnly,
      },
      async (request, reply) => {
        const me = currentUser(request);
        const { body, page } = request.body;
        // the page as JSON, built from its jobs' cards as GET /job/all's (feed-cards.ts)
        reply.type('application/json; charset=utf-8');
        return feed.ranked(me.id, page, body);
      },
    );

    app.get(
      '/fetch/job/:id',
      {
        schema: {
          tags,
          summary: 'One Open job as a visitor sees it (shared job page); 404 JOB_NOT_AVAILABLE',
          params: JobParams,
        },
      },
      async (request) => ({ success: true, data: await feed.publicJob(request.params.id) }),
    );

    app.get(
      '/job/fetch/detail/:id',
      {
        schema: {
          ...secured,
          summary:
            'Job detail: a seeker gets an Open job with their status (contact only when ' +
            'Shortlisted and allowed); an employer gets only their own job',
          params: JobParams,
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        const me = currentUser(request);
        if (me.role === ROLE.EMPLOYER) {
          const data = await employerJobs.getOwn(ctx.db, me.id, request.params.id);
          return { success: true, data };
        }
        if (me.role === ROLE.SEEKER) {
          return { success: true, data: await feed.seekerDetail(me.id, request.params.id) };
        }
        return { success: true, data: await feed.publicJob(request.params.id) };
      },
    );

    app.post(
      '/job/record/view',
      {
        schema: {
          ...secured,
          summary: 'Count one view of an Open job, once per viewer a day',
          body: z.object({ job_id: Id }),
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        const views = await feed.recordView(request.body.job_id, currentUser(request).id);
        return { success: true, data: { job_id: request.body.job_id, views } };
      },
    );

    app.post(
      '/job/response',
      {
        schema: {
          ...secured,
          summary:
            'Answer a job (spec 000 §2.7, §4): Apply Now = Applied, Apply Later = Saved, ' +
            'Not Apply = Visited. From Saved to Applied or Visited only; repeats are harmless. ' +
            'Job seekers only (403 NOT_A_SEEKER)',
          body: JobResponseBody,
        },
        onRequest: seekerOnly,
      },
      async (request) => {
        const me = currentUser(request);
        const { job_id, status } = request.body;
        const data = await feed.respond(me.id, job_id, status);
        return { success: true, message: RESPONSE_MESSAGES[status], data };
      },
    );

    app.get(
      '/job/applied',
      {
        schema: {
          ...secured,
          summary:
            'My dashboard tab (0 Applied, 1 Saved, 2 Interview = Selected, 3 Shortlisted ' +
            '(and Hired), 4 Not Shortlisted = Rejected): live jobs only, 30 a page, tab_counts',
          querystring: DashboardQuery,
        },
        onRequest: seekerOnly,
      },
      async (request) => {
        const me = requireSelf(currentUser(request), request.query.user_id);
        const { tab, page } = request.query;
        return { success: true, ...(await feed.dashboard(me.id, tab, page)) };
      },
    );
  };
}
