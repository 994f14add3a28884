import { Id, JobPostBody } from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerMust, currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { requireEmployer } from './employer-access';
import { jobPostService } from './job-post.service';
import { jobsService } from './jobs.service';

const JobParams = z.object({ id: Id });
const PageQuery = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });
// the app's key for one job it posts, sent again with the same post after a lost answer
const PostHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'requestKeyInvalid')
    .optional(),
});

// spec 001 §7: "Post job", "Employer jobs"; the employer's own jobs only.
export function jobRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const service = jobsService(ctx);
    const posting = jobPostService(ctx);
    const secured = { tags: ['jobs'], security: [{ bearer: [] }] };
    // issue 14 item 15: the role before the body (a seeker posting a job gets 403, not 400)
    const employerOnly = [ctx.auth, callerMust(requireEmployer)];

    app.post(
      '/job/v2/post',
      {
        schema: {
          ...secured,
          summary: 'Post a job: Pending (3) until the company is Approved, then Open (0)',
          description:
            'With an Idempotency-Key header, a post again with a key already used answers with ' +
            'the job that key made (whatever this body says), and uses no job post of the plan.',
          headers: PostHeaders,
          body: JobPostBody,
        },
        onRequest: employerOnly,
      },
      async (request) => {
        const key = request.headers['idempotency-key'];
        const data = await posting.post(currentUser(request), request.body, key);
        return { success: true, message: 'Job posted successfully', data };
      },
    );

    app.get(
      '/job/recruiter/',
      {
        schema: { ...secured, summary: 'My jobs, newest first, 30 a page', querystring: PageQuery },
        onRequest: employerOnly,
      },
      async (request) => {
        const me = requireEmployer(currentUser(request));
        const { data, count } = await service.listOwn(me.id, request.query.page);
        return { success: true, count, data };
      },
    );

    app.get(
      '/job/recruiter/:id',
      {
        schema: { ...secured, summary: 'One of my jobs', params: JobParams },
        onRequest: employerOnly,
      },
      async (request) => {
        const me = requireEmployer(currentUser(request));
        return { success: true, data: await service.getOwn(ctx.db, me.id, request.params.id) };
      },
    );

    app.put(
      '/job/recruiter/:id/close',
      {
        schema: {
          ...secured,
          summary: 'Close my Open or Pending job (one already Closed is answered as it is)',
          params: JobParams,
        },
        onRequest: employerOnly,
      },
      async (request) => {
        const me = requireEmployer(currentUser(request));
        const data = await service.close(me.id, request.params.id);
        return { success: true, message: 'Job closed', data };
      },
    );
  };
}
