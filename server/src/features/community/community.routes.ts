import { CommunityVideoBody, Id } from '@kaamkaj/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { communityService } from './community.service';

const Params = z.object({ id: Id });
const Page = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });

// spec 000 §7 "GET community/video-list", "GET community/video/{id}" (public, spec 000 §6);
// the admin console adds, edits and hides videos (issue 13).
export function communityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const service = communityService(ctx);
    const tags = ['community'];

    app.get(
      '/community/video-list',
      { schema: { tags, summary: 'Community videos, newest first, 30 a page', querystring: Page } },
      async (request) => ({ success: true, ...(await service.list(request.query.page)) }),
    );

    app.get(
      '/community/video/:id',
      { schema: { tags, summary: 'One community video', params: Params } },
      async (request) => ({ success: true, data: await service.one(request.params.id) }),
    );

    const superadmin = async (request: FastifyRequest) => {
      if (!currentUser(request).isSuperadmin)
        throw forbidden('Only Kaamkaj administrators can do this');
    };
    const admin = { tags: ['admin'], security: [{ bearer: [] }] };

    app.get(
      '/admin/community',
      {
        schema: { ...admin, summary: 'Every community video, hidden ones too', querystring: Page },
        onRequest: [ctx.auth, superadmin],
      },
      async (request) => ({ success: true, ...(await service.list(request.query.page, true)) }),
    );

    app.post(
      '/admin/community',
      {
        schema: { ...admin, summary: 'Add a community video (audited)', body: CommunityVideoBody },
        onRequest: [ctx.auth, superadmin],
      },
      async (request) => ({
        success: true,
        message: 'Video saved',
        data: await service.save(currentUser(request).id, null, request.body),
      }),
    );

    app.put(
      '/admin/community/:id',
      {
        schema: {
          ...admin,
          summary: 'Change or hide a community video (audited)',
          params: Params,
          body: CommunityVideoBody,
        },
        onRequest: [ctx.auth, superadmin],
      },
      async (request) => ({
        success: true,
        message: 'Video saved',
        data: await service.save(currentUser(request).id, request.params.id, request.body),
      }),
    );
  };
}
