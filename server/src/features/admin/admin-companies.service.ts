import { type DecisionBody, decisionMade, PAGE_SIZE } from '@kaamkaj/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { cappedCount, walkOfOne } from '../../platform/db/capped-count';
import type { Executor, Tx } from '../../platform/db/client';
import { companies, files, jobs, users, verificationRequests } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { categoriesOpened } from '../../platform/feed-marks';
import { notify } from '../../platform/notify';
import {
  type CompanyRow,
  companyFields,
  latestVerification,
  type VerificationRow,
} from '../company/company.record';
import { openPendingJobs } from '../jobs/jobs.service';

type UserRow = typeof users.$inferSelect;

/** The verification queue and decisions (spec 001 §4 "Verification states"). */
export function adminCompaniesService(ctx: AppContext) {
  type FileItem = { _id: string; name: string; content_type: string };

  /** The files of these ids, by id, in one read. */
  async function filesById(db: Executor, ids: string[]): Promise<Map<string, FileItem>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(files).where(inArray(files.id, ids));
    return new Map(
      rows.map((f) => [f.id, { _id: f.id, name: f.originalName, content_type: f.contentType }]),
    );
  }

  function verificationJson(row: VerificationRow | undefined, byId: Map<string, FileItem>) {
    if (!row) return null;
    return {
      id: row.id,
      kind: row.kind,
      doc_no: row.docNo,
      state: row.state,
      organization_type: row.organizationType,
      company_name: row.companyName,
      reason: row.reason,
      decided_at: row.decidedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      files: row.fileIds.flatMap((id) => byId.get(id) ?? []),
    };
  }

  async function verificationItem(db: Executor, row: VerificationRow | undefined) {
    return verificationJson(row, await filesById(db, row?.fileIds ?? []));
  }

  function itemJson(
    company: CompanyRow,
    user: UserRow,
    verification: ReturnType<typeof verificationJson>,
  ) {
    return {
      _id: company.userId,
      company_name: company.companyName,
      organization_type: company.organizationType,
      name: user.name,
      email: user.email,
      contact: user.contact,
      district: company.district,
      verification_status: company.verificationStatus,
      verification_feedback: company.verificationFeedback,
      created_at: company.createdAt.toISOString(),
      verification,
    };
  }

  async function item(db: Executor, company: CompanyRow, user: UserRow) {
    const latest = await latestVerification(db, company.userId);
    return itemJson(company, user, await verificationItem(db, latest));
  }

  /**
   * A page's companies with their latest proof and its files: two reads for the whole page
   * (issue 17 item 2), not two a company.
   */
  async function items(db: Executor, rows: { company: CompanyRow; user: UserRow }[]) {
    const ids = rows.map((r) => r.company.userId);
    const latest = ids.length
      ? await db
          .selectDistinctOn([verificationRequests.companyId])
          .from(verificationRequests)
          .where(inArray(verificationRequests.companyId, ids))
          .orderBy(
            verificationRequests.companyId,
            desc(verificationRequests.createdAt),
            desc(verificationRequests.id),
          )
      : [];
    const byCompany = new Map(latest.map((v) => [v.companyId, v]));
    const byId = await filesById(
      db,
      latest.flatMap((v) => v.fileIds),
    );
    return rows.map(({ company, user }) =>
      itemJson(company, user, verificationJson(byCompany.get(company.userId), byId)),
    );
  }

  /** GET /admin/companies: In Progress oldest first (a queue), the others newest first. */
  async function list(status: string | undefined, page: number) {
    // companies_verification_idx / companies_updated_idx, with the id as the tiebreak
    const direction = status === 'In Progress' ? 'asc' : 'desc';
    const byUpdate = [companies.updatedAt, companies.userId].map(direction === 'asc' ? asc : desc);
    const { where, order } = walkOfOne(companies.verificationStatus, status, byUpdate, direction);
    const [rows, counted] = await Promise.all([
      ctx.db
        .select({ company: companies, user: users })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.userId))
        .where(where)
        .orderBy(...order)
        .limit(PAGE_SIZE)
        .offset(page * PAGE_SIZE),
      cappedCount(ctx.db, companies, where, order),
    ]);
    return { ...counted, data: await items(ctx.db, rows) };
  }

  async function load(db: Executor, employerId: string, lock = false) {
    const query = db
      .select({ company: companies, user: users })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(companies.userId, employerId));
    const [row] = lock ? await query.for('update', { of: companies }) : await query;
    if (!row) throw notFound('Company not found');
    return row;
  }

  /** GET /admin/companies/:id: the queue item, every company field and the proof history. */
  async function detail(db: Executor, employerId: string) {
    const { company, user } = await load(db, employerId);
    const history = await db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.companyId, employerId))
      .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id));
    const [pic] = company.profilePicFile
      ? await db.select().from(files).where(eq(files.id, company.profilePicFile))
      : [];
    const verifications = [];
    for (const row of history) verifications.push(await verificationItem(db, row));
    return {
      ...(await item(db, company, user)),
      ...companyFields(company),
      profile_pic_url: pic?.isPublic ? ctx.storage.publicUrl(pic.objectKey) : null,
      history: verifications,
    };
  }

  async function liveSubmission(tx: Tx, employerId: string) {
    const live = await latestVerification(tx, employerId);
    return live?.state === 'submitted' ? live : undefined;
  }

  // spec 001 §3 "Job" status Open
  const JOB_OPEN = 0;

  /**
   * POST /admin/companies/:id/verification. Approve: Approved, and the employer's Pending jobs
   * open in the same transaction (DESIGN.md §4). Decline: Declined with the reason as feedback.
   */
  async function decide(adminId: string, employerId: string, body: DecisionBody) {
    const decided = await decideIn(adminId, employerId, body);
    if (decided.openedJobs > 0) {
      // Once committed: the feed's windows of their categories are read again on every instance
      // (features/feed/feed-windows.ts), before the JOB_POST fan-out tells anyone.
      const opened = await ctx.db
        .selectDistinct({ category: jobs.category })
        .from(jobs)
        .where(and(eq(jobs.createdBy, employerId), eq(jobs.status, JOB_OPEN)));
      await categoriesOpened(
        ctx.cache,
        opened.map((j) => j.category),
      );
    }
    return decided;
  }

  function decideIn(adminId: string, employerId: string, body: DecisionBody) {
    return ctx.db.transaction(async (tx) => {
      const { company } = await load(tx, employerId, true);
      if (decisionMade(company.verificationStatus, company.verificationFeedback, body)) {
        return { company: await detail(tx, employerId), openedJobs: 0 };
      }
      if (company.verificationStatus !== 'In Progress') {
        throw badRequest('NOTHING_TO_DECIDE', 'There is nothing to decide for this company');
      }
      const live = await liveSubmission(tx, employerId);
      const now = new Date();
      const approve = body.decision === 'approve';
      const reason = approve ? null : (body.reason ?? null);
      if (live) {
        await tx
          .update(verificationRequests)
          .set({
            state: approve ? 'approved' : 'declined',
            reason,
            decidedBy: adminId,
            decidedAt: now,
          })
          .where(eq(verificationRequests.id, live.id));
      }
      await tx
        .update(companies)
        .set({
          verificationStatus: approve ? 'Approved' : 'Declined',
          verificationFeedback: reason,
          verifiedAt: approve ? now : null,
          updatedAt: now,
        })
        .where(eq(companies.userId, employerId));
      const openedJobs = approve ? await openPendingJobs(tx, employerId) : 0;
      await notify(tx, [
        {
          userId: employerId,
          type: approve ? 'VERIFICATION_APPROVED' : 'VERIFICATION_DECLINED',
          vars: approve ? {} : { reason: reason ?? '' },
          data: { verification_status: approve ? 'Approved' : 'Declined' },
        },
      ]);
      await writeAudit(tx, {
        actorId: adminId,
        action: approve ? 'company.approve' : 'company.decline',
        subjectId: employerId,
        detail: {
          request_id: live?.id ?? null,
          kind: live?.kind ?? null,
          ...(approve ? { opened_jobs: openedJobs } : { reason }),
        },
      });
      return { company: await detail(tx, employerId), openedJobs };
    });
  }

  return { list, detail: (id: string) => detail(ctx.db, id), decide };
}
