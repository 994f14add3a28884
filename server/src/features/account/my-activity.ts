import { ROLE } from '@kaamkaj/domain';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Executor } from '../../platform/db/client';
import {
  auditLog,
  contactMessages,
  notifications,
  paymentOrders,
  sessions,
  whatsappOutbox,
} from '../../platform/db/schema';

export const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * The part of GET /user/v2/my-data (my-data.service.ts) that is what happened to the caller and
 * what they did: notifications, WhatsApp messages, payments, sign-ins, messages to support and
 * the audit trail, oldest first; texts that name someone else are left out.
 */
export async function myActivity(db: Executor, me: AuthUser) {
  const told = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, me.id))
    .orderBy(asc(notifications.createdAt));
  const whatsapp = await db
    .select()
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.userId, me.id))
    .orderBy(asc(whatsappOutbox.createdAt));
  const orders = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, me.id))
    .orderBy(asc(paymentOrders.createdAt));
  const signIns = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, me.id))
    .orderBy(asc(sessions.createdAt));
  const messages = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, me.id))
    .orderBy(asc(contactMessages.createdAt));
  const audit = await db
    .select()
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actorId, me.id),
        eq(auditLog.subjectId, me.id),
        sql`${auditLog.detail}->>'seeker_id' = ${me.id}`,
      ),
    )
    .orderBy(asc(auditLog.createdAt));
  // A seeker's notifications speak of jobs and businesses; an employer's or an agent's name
  // job seekers ("Ravi applied"), and a Saarthi's offer carries the agent's own number.
  const textIsMine = (type: string) => me.role === ROLE.SEEKER && type !== 'SAARTHI_HELP';
  return {
    notifications: told.map((n) => ({
      type: n.notificationType,
      text: textIsMine(n.notificationType) ? n.payload : null,
      created_at: iso(n.createdAt),
      viewed_at: iso(n.viewedAt),
    })),
    whatsapp_messages: whatsapp.map((w) => ({
      type: w.notificationType,
      status: w.status,
      created_at: iso(w.createdAt),
      sent_at: iso(w.sentAt),
    })),
    payments: orders.map((o) => ({
      receipt: o.receipt,
      plan_code: o.planCode,
      plan: o.plan,
      amount_paise: o.amountPaise,
      currency: o.currency,
      status: o.status,
      provider: o.provider,
      provider_order_id: o.providerOrderId,
      provider_payment_id: o.providerPaymentId,
      saarthi_code: o.saarthiCode,
      valid_until: iso(o.validUntil),
      paid_at: iso(o.paidAt),
      created_at: iso(o.createdAt),
    })),
    sign_ins: signIns.map((s) => ({
      started_at: iso(s.createdAt),
      device: s.userAgent,
      ended_at: iso(s.revokedAt),
      end_reason: s.revokedReason,
    })),
    messages_to_support: messages.map((m) => ({
      kind: m.kind,
      name: m.name,
      contact_details: m.contactDetails,
      message: m.message,
      rating: m.rating,
      created_at: iso(m.createdAt),
    })),
    // what was done about the person in full; what they did to others without the details
    audit: audit.map((a) => ({
      action: a.action,
      at: iso(a.createdAt),
      by_you: a.actorId === me.id,
      detail: a.subjectId === me.id || isAboutMe(a, me.id) ? a.detail : null,
    })),
  };
}

function isAboutMe(row: typeof auditLog.$inferSelect, meId: string) {
  return row.detail?.seeker_id === meId;
}
