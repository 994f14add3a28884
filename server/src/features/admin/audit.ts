import { type AuditLogEntry, PAGE_SIZE } from '@kaamkaj/domain';
import { desc } from 'drizzle-orm';
import { cappedCount } from '../../platform/db/capped-count';
import type { Executor } from '../../platform/db/client';
import { auditLog } from '../../platform/db/schema';
import { auditNames } from './audit-names';

/** GET /admin/audit: newest first, 30 a page, the actor and the subject named (issue 14 item 12). */
export async function listAudit(
  db: Executor,
  page: number,
): Promise<{
  count: number;
  count_capped: boolean;
  data: AuditLogEntry[];
}> {
  const order = [desc(auditLog.createdAt), desc(auditLog.id)]; // audit_log_created_idx
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE),
    cappedCount(db, auditLog, undefined, order),
  ]);
  const names = await auditNames(db, rows);
  return {
    ...counted,
    data: rows.map((entry) => ({
      id: entry.id,
      actor_id: entry.actorId,
      actor_name: names.actorName(entry.actorId),
      action: entry.action,
      subject_id: entry.subjectId,
      subject: names.subject(entry.action, entry.subjectId),
      detail: entry.detail ?? {},
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
