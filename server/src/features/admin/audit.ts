import { PAGE_SIZE } from '@kaamkaj/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client';
import { auditLog, notifications, users } from '../../platform/db/schema';
import { newId } from '../../platform/ids';

// DESIGN.md §5: a change another user can see is told to them in the same transaction.
export async function notifyUser(
  tx: Tx,
  userId: string,
  notificationType: string,
  payload: string,
  data: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(notifications).values({ id: newId(), userId, notificationType, payload, data });
}

/** GET /admin/audit: newest first, 30 a page, with the actor's name. */
export async function listAudit(db: Executor, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    count: total?.n ?? 0,
    data: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      actor_id: entry.actorId,
      actor_name: actorName ?? null,
      action: entry.action,
      subject_id: entry.subjectId,
      detail: entry.detail ?? {},
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
