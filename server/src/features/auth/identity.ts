import { ROLE_NAME, type Role } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';

// Who signs in (auth.service.ts, saarthi-accounts.ts): the number or e-mail, and the request.

export type Identity = { field: 'contact' | 'email'; value: string };
export type Caller = {
  ip: string;
  userAgent?: string;
  lang?: 'hi' | 'en';
  host?: string;
  screenLang?: 'hi' | 'en' | null;
};

// spec 000 §8 / spec 001 §8: "already registered as employer" / "... as job seeker". The
// number's role travels as `errors.role` too (issue 13): a Hindi reader's text does not name it,
// and a Saarthi's number must be named as such on the seeker and the employer logins.
export const alreadyRegistered = (role: number) =>
  badRequest(
    'ALREADY_REGISTERED',
    `already registered as ${ROLE_NAME[role as Role] ?? 'another user'}`,
    { role: String(role) },
  );

/** The account holding this number or e-mail, of any role. */
export async function findByIdentity(db: Executor, id: Identity) {
  const column = id.field === 'contact' ? users.contact : users.email;
  const [user] = await db.select().from(users).where(eq(column, id.value)).limit(1);
  return user;
}
