import { ROLE } from '@kaamkaj/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { users } from '../../platform/db/schema';

export type ContactField = 'contact' | 'email';

type ClaimRow = {
  role: number;
  contactVerified: boolean;
  emailVerified: boolean;
};

const verifiedOf = (row: ClaimRow, field: ContactField) =>
  field === 'contact' ? row.contactVerified : row.emailVerified;

/**
 * issue 15 item 6: a mobile number or e-mail an employer typed on the company details form
 * before contacts were proven by a code, next to the identity the employer does sign in with.
 * Such a claim never blocks the contact's owner: signing up with it or proving it takes it off
 * the employer (the employer keeps signing in with the other, proven identity).
 */
export function isUnprovenClaim(row: ClaimRow, field: ContactField): boolean {
  const other: ContactField = field === 'contact' ? 'email' : 'contact';
  return row.role === ROLE.EMPLOYER && !verifiedOf(row, field) && verifiedOf(row, other);
}

/** Takes an unproven claim off the account holding it (a no-op once it was proven). */
export async function releaseClaim(
  db: Executor,
  holderId: string,
  field: ContactField,
  value: string,
): Promise<void> {
  const [column, verified] =
    field === 'contact'
      ? [users.contact, users.contactVerified]
      : [users.email, users.emailVerified];
  await db
    .update(users)
    .set({ [field]: null, updatedAt: new Date() })
    .where(and(eq(users.id, holderId), eq(column, value), eq(verified, false)));
}
