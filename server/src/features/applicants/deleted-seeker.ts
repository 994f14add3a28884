import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';

export const ACCOUNT_DELETED = 'This job seeker has deleted their account';

/**
 * issue 15 item 9: a deleted seeker's applications stay in the employer's lists as "Account
 * deleted" rows; nothing more can be done with them (no status, interview, profile or number).
 */
export async function refuseDeletedSeeker(db: Executor, seekerId: string): Promise<void> {
  const [row] = await db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, seekerId));
  if (row?.deletedAt) throw new AppError(410, 'ACCOUNT_DELETED', ACCOUNT_DELETED);
}
