import { APPLIED_OR_LATER, ROLE } from '@kaamkaj/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import {
  applications,
  callClicks,
  companies,
  emailChangeRequests,
  files,
  interviews,
  jobs,
  saarthiAgents,
  subscriptions,
  users,
  verificationRequests,
} from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { PRIVATE_LINK_SECONDS } from '../files/file-links';
import { filesService } from '../files/files.service';
import { seekerProfileService } from '../profile/seeker-profile.service';
import { iso, myActivity } from './my-activity';

/**
 * GET /user/v2/my-data (DPDP Act 2023 §11): everything stored about the caller, field by field
 * from an allowlist, so a secret (code and token hashes, the sealed refresh successor) can never
 * slip in. Other people's personal data stays out: an employer gets their jobs and how many
 * applied, not who (the applicants' data is theirs to download), and texts that name someone
 * else (an employer's "Ravi applied") are left out.
 */
export function myDataService(ctx: AppContext) {
  const db = ctx.db;
  const profiles = seekerProfileService(ctx);

  async function account(me: AuthUser) {
    const [u] = await db.select().from(users).where(eq(users.id, me.id));
    if (!u) throw notFound('User not found');
    return {
      account: {
        id: u.id,
        role:
          u.role === ROLE.SEEKER ? 'job seeker' : u.role === ROLE.EMPLOYER ? 'employer' : 'saarthi',
        name: u.name,
        mobile: u.contact,
        mobile_verified: u.contactVerified,
        email: u.email,
        email_verified: u.emailVerified,
        language: u.lang,
        profile_status: u.profileStatus,
        premium_until: iso(u.premiumUntil),
        lead_source: u.leadSource,
        saarthi_code_used: u.referralCode,
        registered_by_saarthi: u.createdBy !== null && u.role === ROLE.SEEKER,
        created_at: iso(u.createdAt),
        last_seen_at: iso(u.lastSeenAt),
      },
      consent: {
        terms_version: u.consentVersion,
        terms_accepted_at: iso(u.consentAt),
        whatsapp_opt_in: u.optIn,
        whatsapp_choice_at: iso(u.optInAt),
      },
    };
  }

  const fileService = filesService(ctx);
  const linkOrNull = async (f: typeof files.$inferSelect) => {
    const link = await fileService.linkOf(f);
    return link === 'changed' || link === 'gone' ? null : link;
  };

  async function fileList(userId: string) {
    const rows = await db
      .select()
      .from(files)
      .where(eq(files.ownerId, userId))
      .orderBy(asc(files.createdAt));
    return Promise.all(
      rows.map(async (f) => ({
        id: f.id,
        category: f.category,
        name: f.originalName,
        content_type: f.contentType,
        size: f.size ?? f.declaredSize,
        created_at: iso(f.createdAt),
        uploaded_at: iso(f.uploadedAt),
        // the bytes are not in this download: a photo's address, a private file's short link
        link: f.uploadedAt ? await linkOrNull(f) : null,
        link_valid_minutes: f.uploadedAt && !f.isPublic ? PRIVATE_LINK_SECONDS / 60 : null,
      })),
    );
  }

  async function seekerPart(userId: string) {
    const applied = await db
      .select({
        app: applications,
        title: jobs.jobTitle,
        company: jobs.companyName,
        district: jobs.district,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.seekerId, userId))
      .orderBy(asc(applications.createdAt));
    const interviewRows = await db
      .select()
      .from(interviews)
      .where(eq(interviews.seekerId, userId))
      .orderBy(asc(interviews.date));
    const reveals = await db
      .select({ c: callClicks, title: jobs.jobTitle })
      .from(callClicks)
      .innerJoin(jobs, eq(jobs.id, callClicks.jobId))
      .where(eq(callClicks.seekerId, userId));
    return {
      profile: await profiles.get(userId),
      applications: applied.map((r) => ({
        job_id: r.app.jobId,
        job_title: r.title,
        company_name: r.company,
        district: r.district,
        status: r.app.status,
        joining: r.app.joining,
        created_at: iso(r.app.createdAt),
        updated_at: iso(r.app.updatedAt),
      })),
      interviews: interviewRows.map((i) => ({
        job_id: i.jobId,
        job_title: i.title,
        date: i.date,
        start_time: i.startTime,
        end_time: i.endTime,
        location: i.location,
        district: i.district,
        required_documents: i.reqDocs,
        status: i.status,
        answered_at: iso(i.answeredAt),
      })),
      number_shown_to_employers: reveals.map((r) => ({
        job_id: r.c.jobId,
        job_title: r.title,
        times: r.c.clicks,
        last_at: iso(r.c.lastClickAt),
      })),
    };
  }

  async function employerPart(userId: string) {
    const [company] = await db.select().from(companies).where(eq(companies.userId, userId));
    const proofs = company
      ? await db
          .select()
          .from(verificationRequests)
          .where(eq(verificationRequests.companyId, userId))
          .orderBy(asc(verificationRequests.createdAt))
      : [];
    const emailRequests = await db
      .select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, userId));
    const [allowance] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    // Counts only: who applied is the applicants' own data, not the employer's to download.
    const applicants = db
      .select({ jobId: applications.jobId, n: count().as('n') })
      .from(applications)
      .where(inArray(applications.status, [...APPLIED_OR_LATER]))
      .groupBy(applications.jobId)
      .as('applicants');
    const jobRows = await db
      .select({ job: jobs, applicants: applicants.n })
      .from(jobs)
      .leftJoin(applicants, eq(applicants.jobId, jobs.id))
      .where(eq(jobs.createdBy, userId))
      .orderBy(asc(jobs.createdAt));
    return {
      company: company && {
        company_name: company.companyName,
        hiring_for: company.hiringFor,
        organization_type: company.organizationType,
        address: company.address,
        pincode: company.pincode,
        about_company: company.aboutCompany,
        industry: company.industry,
        district: company.district,
        contact_person_name: company.contactPersonName,
        contact_person_number: company.contactPersonNumber,
        verification_status: company.verificationStatus,
        verification_feedback: company.verificationFeedback,
        verified_at: iso(company.verifiedAt),
        created_at: iso(company.createdAt),
      },
      verification_proofs: proofs.map((p) => ({
        kind: p.kind,
        document_number: p.docNo,
        file_ids: p.fileIds,
        state: p.state,
        reason: p.reason,
        created_at: iso(p.createdAt),
        decided_at: iso(p.decidedAt),
      })),
      email_change_requests: emailRequests.map((r) => ({
        new_email: r.newEmail,
        status: r.status,
        reason: r.reason,
        created_at: iso(r.createdAt),
      })),
      plan_allowance: allowance && {
        plan_code: allowance.planCode,
        job_posts_left: allowance.jobPostUsage,
        animated_descriptions_left: allowance.animatedJdUsage,
        audio_descriptions_left: allowance.audioJdUsage,
        valid_until: iso(allowance.validUntil),
      },
      jobs: jobRows.map(({ job, applicants: n }) => ({
        id: job.id,
        job_title: job.jobTitle,
        company_name: job.companyName,
        category: job.category,
        district: job.district,
        job_location: job.jobLocation,
        salary_from: job.salaryFrom,
        salary_to: job.salaryTo,
        openings: job.openings,
        description: job.description,
        status: job.status,
        deactivation_reason: job.deactivationReason,
        views: job.views,
        applicants: Number(n ?? 0),
        created_at: iso(job.createdAt),
      })),
    };
  }

  async function saarthiPart(userId: string) {
    const [agent] = await db.select().from(saarthiAgents).where(eq(saarthiAgents.userId, userId));
    // The seekers an agent registered own their data; the agent's download counts them.
    const [registered] = await db
      .select({ n: count() })
      .from(users)
      .where(eq(users.createdBy, userId));
    return {
      saarthi: agent && {
        code: agent.code,
        home_district: agent.homeDistrict,
        active: agent.active,
        created_at: iso(agent.createdAt),
        job_seekers_registered: Number(registered?.n ?? 0),
      },
    };
  }

  async function build(me: AuthUser) {
    const base = await account(me);
    const role =
      me.role === ROLE.SEEKER
        ? await seekerPart(me.id)
        : me.role === ROLE.EMPLOYER
          ? await employerPart(me.id)
          : await saarthiPart(me.id);
    return {
      about:
        'Everything Kaamkaj stores about you (Digital Personal Data Protection Act 2023). ' +
        'Files are listed with links, not included; private links work for a few minutes.',
      generated_at: new Date().toISOString(),
      ...base,
      ...role,
      files: await fileList(me.id),
      ...(await myActivity(db, me)),
    };
  }

  return { build };
}

/** Today's date in India, for the download's file name. */
export function myDataFileName(now = new Date()): string {
  const day = new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
  return `kaamkaj-my-data-${day}.json`;
}
