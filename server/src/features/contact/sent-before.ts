import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { contactMessages } from '../../platform/db/schema';

/** How long a message sent word for word again counts as the same tap made again. */
const SAME_TAP_MINUTES = 10;

type Message = {
  kind: string;
  name: string;
  contactDetails: string;
  message: string;
  rating: number | null;
};

/**
 * The same message from the same sender within the last 10 minutes: the same tap made again,
 * its first answer lost on a weak signal. It is answered as sent, and the admin's inbox holds
 * one copy (the chatbot's proof was spent by the first, so it is not asked for twice).
 */
export async function sentBefore(db: Executor, m: Message): Promise<boolean> {
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.kind, m.kind),
        gt(contactMessages.createdAt, sql`now() - make_interval(mins => ${SAME_TAP_MINUTES})`),
        eq(contactMessages.contactDetails, m.contactDetails),
        eq(contactMessages.name, m.name),
        eq(contactMessages.message, m.message),
        m.rating === null ? isNull(contactMessages.rating) : eq(contactMessages.rating, m.rating),
      ),
    )
    .limit(1);
  return row !== undefined;
}
