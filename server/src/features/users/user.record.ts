import { isActiveUntil, type UserRecord } from '@kaamkaj/domain';
import type { users } from '../../platform/db/schema';

type UserRow = typeof users.$inferSelect;

/** The user row as the API shows it (spec 000 §7 "User"). */
export function toUserRecord(row: UserRow): UserRecord {
  return {
    _id: row.id,
    role: row.role,
    is_superadmin: row.isSuperadmin,
    contact: row.contact,
    contact_verified: row.contactVerified,
    email: row.email,
    email_verified: row.emailVerified,
    name: row.name,
    lang: row.lang === 'hi' || row.lang === 'en' ? row.lang : null,
    opt_in: row.optIn,
    profile_status: row.profileStatus,
    is_premium: isActiveUntil(row.premiumUntil),
    premium_until: row.premiumUntil?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    jobs: [],
  };
}
