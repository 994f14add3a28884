import type { AuditSubject, AuditSubjectKind } from '@kaamkaj/domain';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import {
  applications,
  communityVideos,
  companies,
  contactMessages,
  interviews,
  jobs,
  paymentOrders,
  users,
} from '../../platform/db/schema';

// The subject of an audit row by its action's first word (every writeAudit call in the server);
// category.* and plan.* name their subject in the detail and have no subject id.
const KIND_OF_ACTION: Record<string, AuditSubjectKind> = {
  job: 'job',
  application: 'job', // a seeker applied: the subject is the job
  company: 'company',
  email_change: 'user',
  admin: 'user',
  saarthi: 'user',
  candidate: 'user',
  applicant: 'application',
  interview: 'interview',
  payment: 'order',
  community: 'video',
  inbox: 'message',
};

export const subjectKindOf = (action: string): AuditSubjectKind | null =>
  KIND_OF_ACTION[action.split('.')[0] ?? ''] ?? null;

type Named = Omit<AuditSubject, 'kind' | 'id'>;
type Row = { actorId: string | null; action: string; subjectId: string | null };

const named = (name: string | null, context: string | null = null, jobId: string | null = null) =>
  ({ name, context, job_id: jobId }) satisfies Named;

/**
 * The names behind a page of audit rows (issue 14 item 12): one query per kind of subject, never
 * one per row, so the console shows people, companies and jobs instead of ids.
 */
export async function auditNames(db: Executor, rows: readonly Row[]) {
  const idsOf = (kinds: AuditSubjectKind[]) => [
    ...new Set(
      rows.flatMap((r) => {
        const kind = subjectKindOf(r.action);
        return r.subjectId && kind && kinds.includes(kind) ? [r.subjectId] : [];
      }),
    ),
  ];
  const people = [
    ...new Set([
      ...rows.flatMap((r) => (r.actorId ? [r.actorId] : [])),
      ...idsOf(['user', 'company']),
    ]),
  ];
  const seeker = alias(users, 'seeker');
  const buyer = alias(users, 'buyer');

  const [userRows, jobRows, applicationRows, interviewRows, orderRows, videoRows, messageRows] =
    await Promise.all([
      lookup(people, (ids) =>
        db
          .select({ id: users.id, name: users.name, company: companies.companyName })
          .from(users)
          .leftJoin(companies, eq(companies.userId, users.id))
          .where(inArray(users.id, ids)),
      ),
      lookup(idsOf(['job']), (ids) =>
        db
          .select({ id: jobs.id, title: jobs.jobTitle, company: jobs.companyName })
          .from(jobs)
          .where(inArray(jobs.id, ids)),
      ),
      lookup(idsOf(['application']), (ids) =>
        db
          .select({
            id: applications.id,
            seeker: seeker.name,
            jobId: jobs.id,
            title: jobs.jobTitle,
          })
          .from(applications)
          .innerJoin(seeker, eq(seeker.id, applications.seekerId))
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(inArray(applications.id, ids)),
      ),
      lookup(idsOf(['interview']), (ids) =>
        db
          .select({ id: interviews.id, seeker: seeker.name, jobId: jobs.id, title: jobs.jobTitle })
          .from(interviews)
          .innerJoin(seeker, eq(seeker.id, interviews.seekerId))
          .innerJoin(jobs, eq(jobs.id, interviews.jobId))
          .where(inArray(interviews.id, ids)),
      ),
      lookup(idsOf(['order']), (ids) =>
        db
          .select({ id: paymentOrders.id, buyer: buyer.name, plan: paymentOrders.planCode })
          .from(paymentOrders)
          .innerJoin(buyer, eq(buyer.id, paymentOrders.userId))
          .where(inArray(paymentOrders.id, ids)),
      ),
      lookup(idsOf(['video']), (ids) =>
        db
          .select({ id: communityVideos.id, title: communityVideos.title })
          .from(communityVideos)
          .where(inArray(communityVideos.id, ids)),
      ),
      lookup(idsOf(['message']), (ids) =>
        db
          .select({
            id: contactMessages.id,
            name: contactMessages.name,
            kind: contactMessages.kind,
          })
          .from(contactMessages)
          .where(inArray(contactMessages.id, ids)),
      ),
    ]);

  const user = new Map(userRows.map((u) => [u.id, u]));
  const byKind: Record<AuditSubjectKind, Map<string, Named>> = {
    // an employer without a name yet is known by their company
    user: new Map(
      userRows.map((u) => [u.id, named(u.name ?? u.company, u.name ? u.company : null)]),
    ),
    company: new Map(
      userRows.map((u) => [u.id, named(u.company ?? u.name, u.company ? u.name : null)]),
    ),
    job: new Map(jobRows.map((j) => [j.id, named(j.title, j.company, j.id)])),
    application: new Map(applicationRows.map((a) => [a.id, named(a.seeker, a.title, a.jobId)])),
    interview: new Map(interviewRows.map((i) => [i.id, named(i.seeker, i.title, i.jobId)])),
    order: new Map(orderRows.map((o) => [o.id, named(o.buyer, o.plan)])),
    video: new Map(videoRows.map((v) => [v.id, named(v.title)])),
    message: new Map(messageRows.map((m) => [m.id, named(m.name, m.kind)])),
  };

  return {
    actorName(id: string | null): string | null {
      const who = id ? user.get(id) : undefined;
      return who ? (who.name ?? who.company) : null;
    },
    subject(action: string, id: string | null): AuditSubject | null {
      const kind = subjectKindOf(action);
      if (!id || !kind) return null;
      // a deleted subject keeps its kind and id, without a name
      return { kind, id, ...(byKind[kind].get(id) ?? named(null)) };
    },
  };
}

/** Runs the look-up only when there is something to look up. */
async function lookup<T>(ids: string[], query: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  return ids.length === 0 ? [] : query(ids);
}
