import { type DecisionBody, decisionMade, messageText, PAGE_SIZE } from '@kaamkaj/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { cappedCount, walkOfOne } from '../../platform/db/capped-count';
import type { Executor } from '../../platform/db/client';
import { emailChangeRequests, users } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique';
import { badRequest, notFound } from '../../platform/errors';
import { notify } from '../../platform/notify';

type RequestRow = typeof emailChangeRequests.$inferSelect;

const emailTaken = () =>
  badRequest('EMAIL_TAKEN', messageText('emailTaken'), { new_email: messageText('emailTaken') });

function toItem(row: RequestRow, user: { name: string | null; email: string | null }) {
  return {
    id: row.id,
    user_id: row.userId,
    name: user.name,
    email: user.email,
    new_email: row.newEmail,
    status: row.status,
    reason: row.reason,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** spec 001 §4 "E-mail change": the requests employers leave Open, and the decision on them. */
export function adminEmailService(ctx: AppContext) {
  async function list(status: string | undefined, page: number) {
    // email_change_requests_status_idx / _created_idx, newest first
    const newestFirst = [desc(emailChangeRequests.createdAt), desc(emailChangeRequests.id)];
    const { where, order } = walkOfOne(emailChangeRequests.status, status, newestFirst, 'desc');
    const [rows, counted] = await Promise.all([
      ctx.db
        .select({ request: emailChangeRequests, name: users.name, email: users.email })
        .from(emailChangeRequests)
        .innerJoin(users, eq(users.id, emailChangeRequests.userId))
        .where(where)
        .orderBy(...order)
        .limit(PAGE_SIZE)
        .offset(page * PAGE_SIZE),
      cappedCount(ctx.db, emailChangeRequests, where, order),
    ]);
    return { ...counted, data: rows.map((r) => toItem(r.request, r)) };
  }

  /** The request as the console lists it, with its employer's name and e-mail as they are now. */
  async function answered(tx: Executor, request: RequestRow) {
    const [user] = await tx.select().from(users).where(eq(users.id, request.userId));
    return toItem(request, { name: user?.name ?? null, email: user?.email ?? null });
  }

  /** Approve changes users.email (only then); decline keeps it and stores the reason. */
  async function decide(adminId: string, requestId: string, body: DecisionBody) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(emailChangeRequests)
          .where(eq(emailChangeRequests.id, requestId))
          .for('update');
        if (!request) throw notFound('E-mail change request not found');
        // the same tap again: answered as done (domain decisionMade)
        if (decisionMade(request.status, request.reason, body)) return answered(tx, request);
        if (request.status !== 'Open') {
          throw badRequest('NOTHING_TO_DECIDE', 'This request is already decided');
        }
        const approve = body.decision === 'approve';
        const [before] = await tx.select().from(users).where(eq(users.id, request.userId));
        if (approve) {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, request.newEmail), ne(users.id, request.userId)));
          if (taken) throw emailTaken();
          await tx
            .update(users)
            .set({ email: request.newEmail, emailVerified: false, updatedAt: new Date() })
            .where(eq(users.id, request.userId));
        }
        const reason = approve ? null : (body.reason ?? null);
        const [decided] = await tx
          .update(emailChangeRequests)
          .set({
            status: approve ? 'Approved' : 'Declined',
            reason,
            decidedBy: adminId,
            decidedAt: new Date(),
          })
          .where(eq(emailChangeRequests.id, requestId))
          .returning();
        await notify(tx, [
          approve
            ? {
                userId: request.userId,
                type: 'EMAIL_CHANGE_APPROVED',
                vars: { email: request.newEmail },
              }
            : {
                userId: request.userId,
                type: 'EMAIL_CHANGE_DECLINED',
                vars: { reason: reason ?? '' },
              },
        ]);
        await writeAudit(tx, {
          actorId: adminId,
          action: approve ? 'email_change.approve' : 'email_change.decline',
          subjectId: request.userId,
          detail: {
            request_id: request.id,
            old_email: before?.email ?? null,
            new_email: request.newEmail,
            ...(approve ? {} : { reason }),
          },
        });
        return answered(tx, decided ?? request);
      });
    } catch (err) {
      // Taken between the check and the update by a sign-up at the same moment.
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  }

  return { list, decide };
}
