import { DecisionBody, Id, VERIFICATION_STATUS } from '@kaamkaj/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { PRIVATE_LINK_SECONDS } from '../files/file-links';
import { filesService } from '../files/files.service';
import { adminCompaniesService } from './admin-companies.service';
import { adminEmailService } from './admin-email.service';
import { listAudit } from './audit';

export const blankAsMissing = (v: unknown) => (v === '' ? undefined : v);
export const Page = z.coerce.number().int().min(0).max(10_000).default(0);
export const IdParams = z.object({ id: Id });
const statuses = Object.keys(VERIFICATION_STATUS) as [string, ...string[]];

/** Admin routes need the superadmin flag (DESIGN.md §6); checked before the body is read. */
export function requireSuperadmin(ctx: AppContext) {
  return async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await ctx.auth.call(this as never, request, reply);
    if (!currentUser(request).isSuperadmin) {
      throw forbidden('Only Kaamkaj administrators can do this');
    }
  };
}

export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireSuperadmin(ctx));
    const companies = adminCompaniesService(ctx);
    const emails = adminEmailService(ctx);
    const fileService = filesService(ctx);
    const tags = ['admin'];
    const security = [{ bearer: [] }];
    const adminId = (request: FastifyRequest) => currentUser(request).id;

    app.get(
      '/admin/companies',
      {
        schema: {
          tags,
          security,
          summary: 'Companies by verification status, with the live proof and its files',
          querystring: z.object({
            status: z.preprocess(blankAsMissing, z.enum(statuses).optional()),
            page: Page,
          }),
        },
      },
      async (request) => ({
        success: true,
        ...(await companies.list(request.query.status, request.query.page)),
      }),
    );

    app.get(
      '/admin/companies/:id',
      {
        schema: {
          tags,
          security,
          summary: 'One company: every field and the proof history',
          params: IdParams,
        },
      },
      async (request) => ({ success: true, data: await companies.detail(request.params.id) }),
    );

    app.post(
      '/admin/companies/:id/verification',
      {
        schema: {
          tags,
          security,
          summary: 'Approve (pending jobs open) or decline (with a reason) a company',
          params: IdParams,
          body: DecisionBody,
        },
      },
      async (request) => {
        const { company, openedJobs } = await companies.decide(
          adminId(request),
          request.params.id,
          request.body,
        );
        const message =
          request.body.decision === 'approve'
            ? `Company approved; ${openedJobs} pending job(s) opened`
            : 'Company declined';
        return { success: true, message, data: company };
      },
    );

    // DESIGN.md §6: documents are private; admins read them through 5-minute signed links.
    app.get(
      '/admin/files/:id/link',
      {
        schema: { tags, security, summary: 'A 5-minute signed link to any file', params: IdParams },
      },
      async (request) => {
        const row = await fileService.find(request.params.id);
        if (!row?.uploadedAt) throw notFound('File not found');
        const expires = new Date(Date.now() + PRIVATE_LINK_SECONDS * 1000);
        // 409 when the stored object is no longer the one confirmed (issue 15 item 5)
        const url = await fileService.requireLink(row, request.log);
        return {
          success: true,
          data: { url, content_type: row.contentType, expires_at: expires.toISOString() },
        };
      },
    );

    app.get(
      '/admin/email-requests',
      {
        schema: {
          tags,
          security,
          summary: 'E-mail change requests (spec 001 §4), newest first',
          querystring: z.object({
            status: z.preprocess(
              blankAsMissing,
              z.enum(['Open', 'Approved', 'Declined']).optional(),
            ),
            page: Page,
          }),
        },
      },
      async (request) => ({
        success: true,
        ...(await emails.list(request.query.status, request.query.page)),
      }),
    );

    app.post(
      '/admin/email-requests/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Approve (the e-mail changes) or decline an e-mail change request',
          params: IdParams,
          body: DecisionBody,
        },
      },
      async (request) => {
        const data = await emails.decide(adminId(request), request.params.id, request.body);
        const message =
          request.body.decision === 'approve' ? 'E-mail change approved' : 'E-mail change declined';
        return { success: true, message, data };
      },
    );

    app.get(
      '/admin/audit',
      {
        schema: {
          tags,
          security,
          summary: 'Admin actions, newest first',
          querystring: z.object({ page: Page }),
        },
      },
      async (request) => ({ success: true, ...(await listAudit(ctx.db, request.query.page)) }),
    );
  };
}
