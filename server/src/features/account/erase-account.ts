import { APPLIED_OR_LATER, ROLE } from '@kaamkaj/domain';
import { and, eq, gt, inArray, notInArray, or, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db/client';
import {
  applications,
  auditLog,
  callClicks,
  companies,
  contactMessages,
  emailChangeRequests,
  files,
  interviews,
  jobs,
  notifications,
  otpChallenges,
  paymentOrders,
  saarthiAgents,
  saarthiCodes,
  seekerProfiles,
  sessions,
  subscriptions,
  users,
  whatsappOutbox,
} from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { notify } from '../../platform/notify';
import { scrubDetail } from './scrub';

// Deleting an account (issue 15 item 9, DPDP Act 2023 §12): what goes, what stays emptied of the
// person, who is told. delete-account.service.ts calls it once the code is checked.

// spec 001 §3 "Job" status: 0 Open, 2 Closed, 3 Pending
const OPEN = 0;
const CLOSED = 2;
const PENDING = 3;

/** Everything of one account, inside the caller's transaction; answers the objects to remove. */
export async function eraseAccount(
  tx: Tx,
  userId: string,
): Promise<{ objectKeys: string[]; closedJobs: string[] }> {
  const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!u || u.deletedAt) throw notFound('User not found');
  const now = new Date();
  const [company] = await tx.select().from(companies).where(eq(companies.userId, userId));
  const typedNames = await tx
    .select({ name: interviews.seekerName })
    .from(interviews)
    .where(eq(interviews.seekerId, userId));
  // Everything that can name the person in rows that stay: blanked wherever it occurs.
  const names = [u.name, company?.contactPersonName, ...typedNames.map((r) => r.name)];
  const contacts = [u.contact, u.email, company?.contactPersonNumber];
  const needles = [...names, ...contacts].filter((v): v is string => !!v?.trim());

  const counts = {
    applications_kept: 0,
    jobs_closed: 0,
    interviews_cancelled: 0,
    payments_kept: 0,
  };

  let closedJobs: string[] = [];
  if (u.role === ROLE.SEEKER) {
    counts.interviews_cancelled = await cancelSeekerInterviews(tx, userId, now);
    counts.applications_kept = await keepApplications(tx, userId);
    await tx.delete(callClicks).where(eq(callClicks.seekerId, userId));
    await tx.delete(seekerProfiles).where(eq(seekerProfiles.userId, userId));
    await unnameInOthersNotifications(tx, userId, names);
  }
  if (u.role === ROLE.EMPLOYER) {
    closedJobs = await closeJobs(tx, userId, now);
    counts.jobs_closed = closedJobs.length;
    counts.interviews_cancelled = await cancelEmployerInterviews(tx, userId, now);
    // One company per employer: nobody else's account rests on it, so it goes with its proofs
    // (document numbers, the Aadhaar of a proprietor). Jobs keep the business name they were
    // posted under: they are the history of the seekers who applied.
    await tx.delete(companies).where(eq(companies.userId, userId));
    await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
  }
  if (u.role === ROLE.SAARTHI) {
    // The seekers an agent registered own their accounts and keep them. The code stops
    // selling and is never given to another agent (old orders still name it).
    await tx.delete(saarthiAgents).where(eq(saarthiAgents.userId, userId));
    await tx.update(saarthiCodes).set({ active: false }).where(eq(saarthiCodes.agentId, userId));
  }

  const owned = await tx
    .delete(files)
    .where(eq(files.ownerId, userId))
    .returning({ key: files.objectKey });
  await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(whatsappOutbox).where(eq(whatsappOutbox.userId, userId));
  // every session and its refresh tokens: the access token in hand is refused at once (401)
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  const identities = [u.contact, u.email].filter((v): v is string => !!v);
  await tx
    .delete(otpChallenges)
    .where(
      or(
        eq(otpChallenges.userId, userId),
        identities.length ? inArray(otpChallenges.destination, identities) : undefined,
      ),
    );
  await tx
    .delete(contactMessages)
    .where(
      or(
        eq(contactMessages.userId, userId),
        identities.length ? inArray(contactMessages.contactDetails, identities) : undefined,
      ),
    );
  // Payment records stay (GST and income-tax law keep invoices for years): amounts, plan,
  // receipt and gateway ids, tied to the emptied account; the name is gone with the account.
  const [paid] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId));
  counts.payments_kept = paid?.n ?? 0;

  await scrubAudit(tx, userId, needles, contacts);

  // The row stays as an empty tombstone (payments, jobs and applications point at it); the
  // mobile and e-mail are free for a new sign-up. Consent time and version stay as the proof
  // of what was agreed to while the account lived.
  await tx
    .update(users)
    .set({
      contact: null,
      contactVerified: false,
      email: null,
      emailVerified: false,
      name: null,
      lang: null,
      optIn: false,
      optInAt: null,
      profileStatus: 0,
      premiumUntil: null,
      leadSource: null,
      createdBy: null,
      referralCode: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await writeAudit(tx, {
    actorId: userId,
    action: 'account.deleted',
    subjectId: userId,
    detail: { role: u.role, ...counts },
  });
  return { objectKeys: owned.map((f) => f.key), closedJobs };
}

/**
 * A seeker's applications stay with the employer as "Account deleted" rows (status and dates,
 * nothing personal), so the job's counts and the employer's hiring history still add up;
 * Saved and Visited are only the seeker's own bookmarks and go.
 */
async function keepApplications(tx: Tx, userId: string) {
  await tx
    .delete(applications)
    .where(
      and(
        eq(applications.seekerId, userId),
        notInArray(applications.status, [...APPLIED_OR_LATER]),
      ),
    );
  const kept = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.seekerId, userId));
  return kept.length;
}

/** The seeker's interviews go (they carry the name); an employer expecting one is told. */
async function cancelSeekerInterviews(tx: Tx, userId: string, now: Date) {
  const rows = await tx.delete(interviews).where(eq(interviews.seekerId, userId)).returning();
  const upcoming = rows.filter((r) => r.endsAt > now && r.status !== 'Not Accept');
  await notify(
    tx,
    upcoming.map((r) => ({
      userId: r.recruiterId,
      type: 'INTERVIEW_CANCELLED' as const,
      vars: { job_title: r.title, date: r.date },
      data: { job_id: r.jobId },
    })),
  );
  return upcoming.length;
}

/** Open and pending jobs close: nobody can answer an employer who is gone. */
async function closeJobs(tx: Tx, userId: string, now: Date) {
  const closed = await tx
    .update(jobs)
    .set({ status: CLOSED, updatedAt: now })
    .where(and(eq(jobs.createdBy, userId), inArray(jobs.status, [OPEN, PENDING])))
    .returning({ id: jobs.id });
  return closed.map((j) => j.id);
}

/**
 * Interviews the employer set: the future ones are cancelled and their seekers told; the past
 * ones stay in the seekers' history without the employer's contact person's number.
 */
async function cancelEmployerInterviews(tx: Tx, userId: string, now: Date) {
  const upcoming = await tx
    .delete(interviews)
    .where(and(eq(interviews.recruiterId, userId), gt(interviews.endsAt, now)))
    .returning();
  await tx
    .update(interviews)
    .set({ contactPerson: '', updatedAt: now })
    .where(eq(interviews.recruiterId, userId));
  const companyOf = new Map(
    (upcoming.length
      ? await tx
          .select({ id: jobs.id, company: jobs.companyName })
          .from(jobs)
          .where(
            inArray(
              jobs.id,
              upcoming.map((r) => r.jobId),
            ),
          )
      : []
    ).map((j) => [j.id, j.company]),
  );
  const told = upcoming.filter((r) => r.status !== 'Not Accept');
  await notify(
    tx,
    told.map((r) => ({
      userId: r.seekerId,
      type: 'INTERVIEW_CANCELLED' as const,
      vars: { job_title: r.title, company_name: companyOf.get(r.jobId) ?? '', date: r.date },
      data: { job_id: r.jobId },
    })),
  );
  return told.length;
}

/** "Ravi Kumar applied for Driver" in employers' lists becomes "A job seeker applied ...". */
async function unnameInOthersNotifications(
  tx: Tx,
  userId: string,
  names: (string | null | undefined)[],
) {
  for (const name of new Set(names.filter((n): n is string => !!n && n.trim().length >= 3))) {
    await tx.execute(sql`
      update ${notifications} n
      set payload = replace(n.payload, ${name},
        case when u.lang = 'hi' then ${'एक उम्मीदवार'} else ${'A job seeker'} end)
      from ${users} u
      where u.id = n.user_id and n.data->>'seeker_id' = ${userId}
        and strpos(n.payload, ${name}) > 0`);
  }
  // The name leaves the values that write the text again in the reader's language: where the
  // text without it says "A job seeker" (in either language), the name alone; elsewhere (an
  // accepted interview, whose text without a name reads as another) all of them, and the
  // scrubbed text is shown as it is.
  await tx.execute(sql`
    update ${notifications}
    set vars = case when notification_type in ('JOB_APPLIED', 'INTERVIEW_DENIED')
      then vars - 'seeker_name' else null end
    where data->>'seeker_id' = ${userId} and vars ? 'seeker_name'`);
}

/**
 * The audit trail keeps every row (who did what when, by id), with the person's data taken out
 * of the details: rows about them lose every personal field and every mention of their name
 * or numbers; any other row that quotes their mobile or e-mail loses that value.
 */
async function scrubAudit(
  tx: Tx,
  userId: string,
  needles: string[],
  contacts: (string | null | undefined)[],
) {
  const distinct = contacts.filter((c): c is string => !!c && c.length >= 5);
  const rows = await tx
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      subjectId: auditLog.subjectId,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actorId, userId),
        eq(auditLog.subjectId, userId),
        sql`${auditLog.detail}->>'seeker_id' = ${userId}`,
        ...distinct.map((c) => sql`strpos(${auditLog.detail}::text, ${c}) > 0`),
      ),
    );
  for (const row of rows) {
    if (!row.detail) continue;
    const mine =
      row.actorId === userId || row.subjectId === userId || row.detail.seeker_id === userId;
    const scrubbed = scrubDetail(row.detail, {
      needles: mine ? needles : distinct,
      byKey: mine,
    }) as Record<string, unknown>;
    if (JSON.stringify(scrubbed) !== JSON.stringify(row.detail)) {
      await tx.update(auditLog).set({ detail: scrubbed }).where(eq(auditLog.id, row.id));
    }
  }
}
