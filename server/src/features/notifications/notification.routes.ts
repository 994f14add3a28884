import { type MessageLang, PAGE_SIZE } from '@kaamkaj/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notifications } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { headerLang } from '../../platform/lang';
import { notificationPayload } from '../../platform/notify';

type NotificationRow = typeof notifications.$inferSelect;

/** One item as the list and the wrapper (spec 000 §2.12) show it, in the screen's language. */
function toItem(row: NotificationRow, lang: MessageLang | null) {
  return {
    _id: row.id,
    notification_type: row.notificationType,
    payload: notificationPayload(row, lang),
    data: row.data ?? {},
    status: row.viewedAt ? 'viewed' : 'new',
    created_at: row.createdAt.toISOString(),
  };
}

const IdParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

// spec 000 §2.12, §7 "Other": a paged list (30 a page); one item for the wrapper; PUT marks one viewed.
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notification',
      {
        schema: {
          tags: ['notification'],
          summary: 'My notifications, newest first, with the unread count',
          querystring: z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) }),
          security: [{ bearer: [] }],
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        const me = currentUser(request);
        const mine = eq(notifications.userId, me.id);
        const [rows, [total], [unread]] = await Promise.all([
          ctx.db
            .select()
            .from(notifications)
            .where(mine)
            .orderBy(desc(notifications.createdAt))
            .limit(PAGE_SIZE)
            .offset(request.query.page * PAGE_SIZE),
          ctx.db.select({ n: count() }).from(notifications).where(mine),
          ctx.db
            .select({ n: count() })
            .from(notifications)
            .where(and(mine, isNull(notifications.viewedAt))),
        ]);
        return {
          success: true,
          count: total?.n ?? 0,
          unread: unread?.n ?? 0,
          data: rows.map((row) => toItem(row, headerLang(request))),
        };
      },
    );

    app.get(
      '/notification/:id',
      {
        schema: {
          tags: ['notification'],
          summary: 'One of my notifications (the notification wrapper ?id=)',
          params: IdParams,
          security: [{ bearer: [] }],
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        const me = currentUser(request);
        const [row] = await ctx.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, me.id)));
        // another user's notification answers as a missing one
        if (!row) throw notFound('Notification not found');
        return { success: true, data: toItem(row, headerLang(request)) };
      },
    );

    app.put(
      '/notification/:id',
      {
        schema: {
          tags: ['notification'],
          summary: 'Mark one of my notifications viewed',
          params: IdParams,
          security: [{ bearer: [] }],
        },
        onRequest: ctx.auth,
      },
      async (request) => {
        const me = currentUser(request);
        const [row] = await ctx.db
          .update(notifications)
          .set({ viewedAt: new Date() })
          .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, me.id)))
          .returning({ id: notifications.id });
        if (!row) throw notFound('Notification not found');
        return { success: true, message: 'Notification marked as viewed' };
      },
    );
  };
}
