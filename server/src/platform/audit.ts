import type { Tx } from './db/client';
import { auditLog } from './db/schema';
import { newId } from './ids';

export type AuditEntry = {
  actorId: string;
  action: string;
  subjectId: string | null;
  detail: Record<string, unknown>;
};

// DESIGN.md §5: every admin action, and every change another user sees (application status,
// interview), leaves an audit row written in the action's transaction.
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ id: newId(), ...entry });
}
