import {
  AdminJobSearch,
  CategoryBody,
  DESCRIPTION_QUEUE_STATES,
  DeactivateJobBody,
  JobDescriptionsBody,
} from '@kaamkaj/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { blankAsMissing, IdParams, Page, requireSuperadmin } from './admin.routes';
import { adminCategoriesService } from './admin-categories.service';
import { adminDescriptionsService } from './admin-descriptions.service';
import { adminJobsService } from './admin-jobs.service';

/** The admin's routes of jobs: moderation, the animated descriptions' queue, the categories. */
export function adminJobRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireSuperadmin(ctx));
    const jobs = adminJobsService(ctx);
    const categories = adminCategoriesService(ctx);
    const descriptions = adminDescriptionsService(ctx);
    const tags = ['admin'];
    const security = [{ bearer: [] }];
    const adminId = (request: FastifyRequest) => currentUser(request).id;

    app.get(
      '/admin/jobs',
      {
        schema: {
          tags,
          security,
          summary:
            "Every employer's jobs, newest first; q finds a job by its id (exactly) or by a " +
            'part of its title or company name (any case)',
          querystring: z.object({
            status: z.preprocess(blankAsMissing, z.coerce.number().int().min(0).max(4).optional()),
            q: AdminJobSearch,
            page: Page,
          }),
        },
      },
      async (request) => {
        const { status, page, q } = request.query;
        return { success: true, ...(await jobs.list(status, page, q)) };
      },
    );

    app.put(
      '/admin/jobs/:id/deactivate',
      {
        schema: {
          tags,
          security,
          summary: 'Deactivate a job (status 4)',
          params: IdParams,
          body: DeactivateJobBody,
        },
      },
      async (request) => {
        const data = await jobs.deactivate(
          adminId(request),
          request.params.id,
          request.body?.reason || undefined,
        );
        return { success: true, message: 'Job deactivated', data };
      },
    );

    // issue 12: the animated descriptions Kaamkaj staff make, and the made files put on a job
    app.get(
      '/admin/job-descriptions',
      {
        schema: {
          tags,
          security,
          summary:
            'Jobs that asked for an animated description: waiting (none yet) or delivered; newest first',
          querystring: z.object({
            state: z.preprocess(
              blankAsMissing,
              z.enum(DESCRIPTION_QUEUE_STATES, { error: 'invalidChoice' }).default('waiting'),
            ),
            page: Page,
          }),
        },
      },
      async (request) => ({
        success: true,
        ...(await descriptions.list(request.query.state, request.query.page)),
      }),
    );

    app.put(
      '/admin/jobs/:id/descriptions',
      {
        schema: {
          tags,
          security,
          summary:
            "Put the admin's uploaded animated (animated_jd) and / or audio file on a job; the employer is told",
          params: IdParams,
          body: JobDescriptionsBody,
        },
      },
      async (request) => {
        const data = await descriptions.deliver(adminId(request), request.params.id, request.body);
        return { success: true, message: 'Job descriptions saved', data };
      },
    );

    app.get(
      '/admin/job-categories',
      { schema: { tags, security, summary: 'Every job category, inactive ones too' } },
      async () => {
        const data = await categories.list();
        return { success: true, count: data.length, data };
      },
    );

    app.post(
      '/admin/job-categories',
      {
        schema: { tags, security, summary: 'Create a job category', body: CategoryBody },
      },
      async (request) => ({
        success: true,
        message: 'Job category created',
        data: await categories.create(adminId(request), request.body),
      }),
    );

    app.put(
      '/admin/job-categories/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Replace a job category (saved skills keep their ids)',
          params: z.object({ id: z.string().trim().min(1).max(40) }),
          body: CategoryBody,
        },
      },
      async (request) => ({
        success: true,
        message: 'Job category saved',
        data: await categories.update(adminId(request), request.params.id, request.body),
      }),
    );
  };
}
