import {
  isNotificationType,
  type MessageLang,
  type NotificationType,
  type NotificationVars,
  notificationText,
} from '@kaamkaj/domain';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from './db/client';
import { notifications, users, whatsappOutbox } from './db/schema';
import { newId } from './ids';

export type NotifyEvent = {
  userId: string;
  type: NotificationType;
  vars?: NotificationVars;
  // ids the client needs to open the right screen (job_id, seeker_id, interview_id ...)
  data?: Record<string, unknown>;
  // an event told once: a second write with the same (user, key) is skipped
  dedupeKey?: string;
};

/**
 * DESIGN.md §5: a change another user can see is told to them in the transaction that makes it.
 * The text is written in each recipient's language (users.lang; English when unset), kept with
 * the values that fill it, so that the list can write it again in the language the reader's
 * screen shows (notificationPayload below); and a
 * recipient who opted in to WhatsApp also gets a row in the WhatsApp outbox, which the worker
 * sends off the request path (features/notifications/worker.ts). Returns how many notifications were new.
 */
export async function notify(tx: Executor, events: readonly NotifyEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const ids = [...new Set(events.map((e) => e.userId))];
  const people = await tx
    .select({ id: users.id, lang: users.lang, optIn: users.optIn, contact: users.contact })
    .from(users)
    // a deleted account (issue 15 item 9) is told nothing more
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  const byId = new Map(people.map((p) => [p.id, p]));

  const rows = events.flatMap((e) => {
    const person = byId.get(e.userId);
    if (!person) return [];
    return [
      {
        event: e,
        person,
        row: {
          id: newId(),
          userId: e.userId,
          notificationType: e.type,
          payload: notificationText(e.type, person.lang, e.vars),
          vars: e.vars ?? {},
          data: e.data ?? {},
          dedupeKey: e.dedupeKey ?? null,
        },
      },
    ];
  });
  if (rows.length === 0) return 0;

  const written = await tx
    .insert(notifications)
    .values(rows.map((r) => r.row))
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  const fresh = new Set(written.map((w) => w.id));

  const messages = rows
    .filter((r) => fresh.has(r.row.id) && r.person.optIn && r.person.contact)
    .map((r) => ({
      id: newId(),
      userId: r.row.userId,
      to: r.person.contact as string,
      notificationType: r.row.notificationType,
      text: r.row.payload,
    }));
  if (messages.length > 0) await tx.insert(whatsappOutbox).values(messages);
  return fresh.size;
}

/**
 * A notification's text in `lang`, the language of the reader's screen (Accept-Language), written
 * from its type and values: a Hindi screen shows every notification in Hindi, also those told
 * while the account's language was English. The text as written where there are no values (an
 * older row, a scrubbed one) or no language was asked for.
 */
export function notificationPayload(
  row: { notificationType: string; payload: string; vars: Record<string, unknown> | null },
  lang: MessageLang | null,
): string {
  if (!lang || !row.vars || !isNotificationType(row.notificationType)) return row.payload;
  return notificationText(row.notificationType, lang, row.vars as NotificationVars);
}
