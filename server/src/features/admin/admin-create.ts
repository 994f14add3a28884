import { EMAIL_PATTERN, MOBILE_PATTERN, ROLE, ROLE_NAME, type Role } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { newId } from '../../platform/ids';

export type AdminCreateResult = {
  action: 'created' | 'flagged' | 'unchanged';
  userId: string;
  role: number;
  message: string;
};

/** A 10-digit mobile or an e-mail (lower-cased), as the employer login takes them. */
export function parseIdentity(input: string): { field: 'contact' | 'email'; value: string } {
  const value = input.trim().toLowerCase();
  if (MOBILE_PATTERN.test(value)) return { field: 'contact', value };
  if (EMAIL_PATTERN.test(value)) return { field: 'email', value };
  throw new Error(`"${input}" is neither a 10-digit mobile number nor an e-mail address`);
}

/**
 * `npm run admin:create -- <mobile or e-mail>` (DESIGN.md §4: superadmin is a flag): flags the
 * user with that contact as superadmin, or creates an employer (role 2) with the flag, who then
 * signs in at /recruiter with that mobile or e-mail.
 */
export async function createAdmin(db: Db, input: string): Promise<AdminCreateResult> {
  const id = parseIdentity(input);
  const column = id.field === 'contact' ? users.contact : users.email;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(column, id.value));
    const roleName = (role: number) => ROLE_NAME[role as Role] ?? `role ${role}`;
    if (existing?.isSuperadmin) {
      return {
        action: 'unchanged',
        userId: existing.id,
        role: existing.role,
        message: `${id.value} is already a Kaamkaj administrator (${roleName(existing.role)}, id ${existing.id})`,
      };
    }
    if (existing) {
      await tx
        .update(users)
        .set({ isSuperadmin: true, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      await writeAudit(tx, {
        actorId: existing.id,
        action: 'admin.flag',
        subjectId: existing.id,
        detail: { via: 'admin:create', [id.field]: id.value },
      });
      const note =
        existing.role === ROLE.EMPLOYER
          ? ''
          : `; note: this ${roleName(existing.role)} cannot sign in at /recruiter`;
      return {
        action: 'flagged',
        userId: existing.id,
        role: existing.role,
        message: `${id.value} is now a Kaamkaj administrator (${roleName(existing.role)}, id ${existing.id})${note}`,
      };
    }
    const userId = newId();
    await tx.insert(users).values({
      id: userId,
      role: ROLE.EMPLOYER,
      isSuperadmin: true,
      [id.field]: id.value,
      lang: 'en',
    });
    await writeAudit(tx, {
      actorId: userId,
      action: 'admin.create',
      subjectId: userId,
      detail: { via: 'admin:create', [id.field]: id.value },
    });
    return {
      action: 'created',
      userId,
      role: ROLE.EMPLOYER,
      message: `Created Kaamkaj administrator ${id.value} (employer, id ${userId}); sign in at /recruiter with it`,
    };
  });
}
