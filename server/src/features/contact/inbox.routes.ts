import { Id, INBOX_KINDS, type InboxItem, type InboxKind, PAGE_SIZE } from '@kaamkaj/domain';
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit';
import { currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { cappedCount, walkOfOne } from '../../platform/db/capped-count';
import { contactMessages } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/errors';

type Row = typeof contactMessages.$inferSelect;

const toItem = (row: Row): InboxItem => ({
  _id: row.id,
  kind: row.kind as InboxKind,
  name: row.name,
  contact_details: row.contactDetails,
  message: row.message,
  rating: row.rating,
  user_type: row.userType,
  lead_source: row.leadSource,
  created_at: row.createdAt.toISOString(),
  handled_at: row.handledAt?.toISOString() ?? null,
});

const InboxQuery = z.object({
  kind: z.enum(INBOX_KINDS).optional(),
  handled: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** Issue 13 part 6: what people wrote to Kaamkaj, newest first, with a handled mark (audited). */
export function inboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const superadmin = async (request: FastifyRequest) => {
      if (!currentUser(request).isSuperadmin)
        throw forbidden('Only Kaamkaj administrators can do this');
    };
    const admin = { tags: ['admin'], security: [{ bearer: [] }] };

    app.get(
      '/admin/inbox',
      {
        schema: {
          ...admin,
          summary: 'Messages from the contact form (and the chatbot)',
          querystring: InboxQuery,
        },
        onRequest: [ctx.auth, superadmin],
      },
      async (request) => {
        const { kind, handled, page } = request.query;
        // contact_messages_created_idx, _kind_idx, _unhandled_idx (issue 17 item 2)
        const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];
        const byKind = walkOfOne(contactMessages.kind, kind, newestFirst, 'desc');
        const where: SQL | undefined = and(
          byKind.where,
          handled === 'true' ? isNotNull(contactMessages.handledAt) : undefined,
          handled === 'false' ? isNull(contactMessages.handledAt) : undefined,
        );
        const { order } = byKind;
        const [rows, counted] = await Promise.all([
          ctx.db
            .select()
            .from(contactMessages)
            .where(where)
            .orderBy(...order)
            .limit(PAGE_SIZE)
            .offset(page * PAGE_SIZE),
          cappedCount(ctx.db, contactMessages, where, order),
        ]);
        return { success: true, ...counted, data: rows.map(toItem) };
      },
    );

    app.put(
      '/admin/inbox/:id/handled',
      {
        schema: {
          ...admin,
          summary: 'Mark a message handled, or not',
          params: z.object({ id: Id }),
          body: z.object({ handled: z.boolean({ error: 'booleanInvalid' }) }),
        },
        onRequest: [ctx.auth, superadmin],
      },
      async (request) => {
        const me = currentUser(request);
        const { handled } = request.body;
        const item = await ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .update(contactMessages)
            .set({ handledAt: handled ? new Date() : null, handledBy: handled ? me.id : null })
            .where(eq(contactMessages.id, request.params.id))
            .returning();
          if (!row) throw notFound('Message not found');
          await writeAudit(tx, {
            actorId: me.id,
            action: handled ? 'inbox.handled' : 'inbox.reopened',
            subjectId: row.id,
            detail: { kind: row.kind },
          });
          return row;
        });
        return {
          success: true,
          message: handled ? 'Marked handled' : 'Marked open',
          data: toItem(item),
        };
      },
    );
  };
}
