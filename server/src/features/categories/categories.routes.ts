import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findCategory, listCategories } from './categories.service';

// spec 000 §7 Jobs: GET /job-category and GET /job-category/one with _id. Public: the landing
// page's job explorer shows them too.
export function categoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/job-category',
      { schema: { tags: ['reference'], summary: 'Job categories with their skills' } },
      async (_request, reply) => {
        const data = await listCategories(ctx.db);
        reply.header('cache-control', 'public, max-age=300');
        return { success: true, count: data.length, data };
      },
    );

    app.get(
      '/job-category/one',
      {
        schema: {
          tags: ['reference'],
          summary: 'One job category',
          querystring: z.object({
            _id: z.string().trim().min(1, 'Please give a category id').max(40),
          }),
        },
      },
      async (request) => {
        const data = await findCategory(ctx.db, request.query._id);
        if (!data) throw notFound('Job category not found');
        return { success: true, data };
      },
    );
  };
}
