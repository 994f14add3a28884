import {
  PostUploadBody,
  PreUploadBody,
  ROLE,
  UPLOAD_PENDING_MAX,
  UPLOAD_POLICIES_PER_HOUR,
} from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { activeAgent, requireOwnSeeker } from '../../platform/saarthi';
import { PRIVATE_LINK_SECONDS } from './file-links';
import { filesService } from './files.service';
import { localUploadRoutes } from './local-upload.routes';

const UserParams = z.object({ userId: z.uuid({ error: 'Invalid id' }) });

export function fileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const service = filesService(ctx);
    // One's own files; a Saarthi also uploads the photo and video resume of a seeker they
    // registered (issue 13), and nobody else's.
    const ownSpace = async (request: Parameters<typeof currentUser>[0], userId: string) => {
      const me = currentUser(request);
      if (me.id === userId) return me;
      if (me.role === ROLE.SAARTHI) {
        await requireOwnSeeker(ctx, await activeAgent(ctx, me), userId);
        return me;
      }
      throw forbidden('You can only upload your own files');
    };

    app.post(
      '/file/:userId/pre/upload',
      {
        schema: {
          tags: ['files'],
          summary: `Step 1: a presigned POST for one file (type and declared size fixed by the policy); 429 past ${UPLOAD_PENDING_MAX} unfinished uploads or ${UPLOAD_POLICIES_PER_HOUR} an hour`,
          params: UserParams,
          body: PreUploadBody,
          security: [{ bearer: [] }],
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        const me = await ownSpace(request, request.params.userId);
        return {
          success: true,
          data: await service.preUpload(request.params.userId, request.body, {
            hourly: !me.isSuperadmin,
          }),
        };
      },
    );

    app.post(
      '/file/:userId/post/upload',
      {
        schema: {
          tags: ['files'],
          summary: 'Step 3: confirm the upload; answers the public address or the file id',
          params: UserParams,
          body: PostUploadBody,
          security: [{ bearer: [] }],
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        await ownSpace(request, request.params.userId);
        return {
          success: true,
          data: await service.postUpload(request.params.userId, request.body.file_id),
        };
      },
    );

    // DESIGN.md §6: private files are read through short-lived signed links, owner and admins.
    app.get(
      '/file/:fileId/link',
      {
        schema: {
          tags: ['files'],
          summary: 'A short-lived link to a file I may read',
          params: z.object({ fileId: z.uuid({ error: 'Invalid id' }) }),
          security: [{ bearer: [] }],
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        const me = currentUser(request);
        const row = await service.find(request.params.fileId);
        if (!row?.uploadedAt) throw notFound('File not found');
        if (!row.isPublic && row.ownerId !== me.id && !me.isSuperadmin) {
          if (me.role !== ROLE.SAARTHI) throw forbidden('You are not allowed to see this file');
          await requireOwnSeeker(ctx, await activeAgent(ctx, me), row.ownerId);
        }
        // 409 when the stored object is no longer the one confirmed (issue 15 item 5)
        const url = await service.requireLink(row, request.log);
        return {
          success: true,
          data: {
            url,
            content_type: row.contentType,
            expires_in: row.isPublic ? null : PRIVATE_LINK_SECONDS,
          },
        };
      },
    );

    if (ctx.localStorage) await app.register(localUploadRoutes(ctx, ctx.localStorage));
  };
}
