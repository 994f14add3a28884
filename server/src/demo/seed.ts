import {
  notificationText,
  type Plan,
  profileCompletion,
  ROLE,
  SEED_PLANS,
  STARTER_ALLOWANCE,
} from '@kaamkaj/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { syncPlans } from '../features/plans/plans.service';
import type { Db, Tx } from '../platform/db/client';
import {
  companies,
  jobs,
  notifications,
  seekerProfiles,
  subscriptions,
  users,
  verificationRequests,
} from '../platform/db/schema';
import { newId } from '../platform/ids';
import { seedCommunity } from './seed-community';
import { DEMO_EMPLOYERS, daysAgo, demoJobs, sharmaJobs } from './seed-jobs';
import { type DemoStorage, seedMedia } from './seed-media';
import { DEMO_PLAN_CODE, seedPayments } from './seed-payments';
import { seedPipeline } from './seed-pipeline';
import { seedSaarthi } from './seed-saarthi';

export const DEMO_SEEKER_CONTACT = '9876543210';
export const DEMO_EMPLOYER_EMAIL = 'hr@sharmalogistics.in';
export const DEMO_ADMIN_EMAIL = 'admin@kaamkaj.in';
export const DEMO_ADMIN_CONTACT = '9000000001';

/** Logged when a new database has the demo data. */
export const DEMO_LOADED = `demo data loaded: seeker ${DEMO_SEEKER_CONTACT}, employer ${DEMO_EMPLOYER_EMAIL}, admin ${DEMO_ADMIN_EMAIL} (codes in the server log)`;

type CompanyValues = Omit<typeof companies.$inferInsert, 'userId'>;

/** An Approved company verified by its business e-mail, and the employer's allowance. */
async function seedApprovedCompany(
  tx: Tx,
  userId: string,
  email: string,
  company: CompanyValues,
  allowance: {
    planCode: string | null;
    jobPostUsage: number;
    animatedJdUsage: number;
    audioJdUsage: number;
    validUntil?: Date | null;
  },
) {
  const verifiedAt = new Date(Date.now() - 20 * 86_400_000);
  await tx
    .insert(companies)
    .values({ userId, ...company, verificationStatus: 'Approved', verifiedAt });
  await tx.insert(verificationRequests).values({
    id: newId(verifiedAt.getTime()),
    companyId: userId,
    organizationType: company.organizationType,
    companyName: company.companyName,
    kind: 'email',
    docNo: email,
    state: 'approved',
    decidedAt: verifiedAt,
    createdAt: verifiedAt,
  });
  await tx.insert(subscriptions).values({ userId, ...allowance });
  // a running plan makes the employer a paid member (users.premium_until, issue 12)
  if (allowance.validUntil) {
    await tx.update(users).set({ premiumUntil: allowance.validUntil }).where(eq(users.id, userId));
  }
}

/** Demo accounts on first start, when the database has no users (DESIGN.md §2). */
export async function seedDemoData(db: Db, log: FastifyBaseLogger, storage: DemoStorage) {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  const seekerId = newId();
  const employerId = newId();
  const adminId = newId();
  const plan = SEED_PLANS.find((p) => p.code === DEMO_PLAN_CODE) as Plan;
  // bought 20 days ago (seed-payments.ts), so 70 of its 90 days are left
  const diamond = {
    jobPostUsage: plan.job_posts,
    animatedJdUsage: plan.animated_jds,
    audioJdUsage: plan.audio_jds,
    validUntil: new Date(Date.now() + (plan.duration_days - 20) * 86_400_000),
  };
  await syncPlans(db);
  await db.transaction(async (tx) => {
    await tx.insert(users).values([
      {
        id: seekerId,
        role: ROLE.SEEKER,
        contact: DEMO_SEEKER_CONTACT,
        contactVerified: true,
        name: 'Ravi Kumar',
        lang: 'hi',
        optIn: true,
        profileStatus: 2,
      },
      {
        id: employerId,
        role: ROLE.EMPLOYER,
        email: DEMO_EMPLOYER_EMAIL,
        emailVerified: true,
        contact: '9123456780',
        contactVerified: true,
        name: 'Anita Sharma',
        lang: 'en',
        profileStatus: 2,
      },
      {
        id: adminId,
        role: ROLE.EMPLOYER,
        isSuperadmin: true,
        email: DEMO_ADMIN_EMAIL,
        emailVerified: true,
        contact: DEMO_ADMIN_CONTACT,
        contactVerified: true,
        name: 'Kaamkaj Admin',
        lang: 'en',
        profileStatus: 2,
      },
    ]);
    // spec 001 §3 "Employer": both employers verified; the admin signs in like an employer.
    await seedApprovedCompany(
      tx,
      employerId,
      DEMO_EMPLOYER_EMAIL,
      {
        hiringFor: 'my_company',
        organizationType: 'company',
        companyName: 'Sharma Logistics',
        address: 'Plot 42, Udyog Vihar Phase 4',
        pincode: '122015',
        aboutCompany: 'Road transport and last-mile delivery across North India since 2009.',
        industry: 'logistics',
        district: 'hr-gurugram',
        contactPersonName: 'Anita Sharma',
        contactPersonNumber: '9123456780',
      },
      // a Diamond plan with three posts left
      { ...diamond, planCode: 'HLJ-EMP-102', jobPostUsage: diamond.jobPostUsage - 1 },
    );
    await seedApprovedCompany(
      tx,
      adminId,
      DEMO_ADMIN_EMAIL,
      {
        hiringFor: 'my_company',
        organizationType: 'company',
        companyName: 'Kaamkaj Operations',
        address: '2nd Floor, Sector 62',
        pincode: '201309',
        industry: 'staffing',
        district: 'up-gautam-buddha-nagar',
      },
      {
        planCode: null,
        jobPostUsage: STARTER_ALLOWANCE.job_post_usage,
        animatedJdUsage: STARTER_ALLOWANCE.animated_jd_usage,
        audioJdUsage: 0,
      },
    );
    const sharma = sharmaJobs(employerId);
    await tx.insert(jobs).values(sharma);
    const demoEmployerIds = DEMO_EMPLOYERS.map(() => newId());
    await tx.insert(users).values(
      DEMO_EMPLOYERS.map((e, i) => ({
        id: demoEmployerIds[i] as string,
        role: ROLE.EMPLOYER,
        email: `hr@${e.slug}.in`,
        emailVerified: true,
        contact: `91234567${String(90 + i)}`,
        contactVerified: true,
        name: e.person,
        lang: i % 2 === 0 ? 'en' : 'hi',
        profileStatus: 2,
      })),
    );
    for (const [i, e] of DEMO_EMPLOYERS.entries()) {
      await seedApprovedCompany(
        tx,
        demoEmployerIds[i] as string,
        `hr@${e.slug}.in`,
        {
          hiringFor: 'my_company',
          organizationType: 'company',
          companyName: e.name,
          industry: e.industry,
          district: e.district,
          contactPersonName: e.person,
          contactPersonNumber: `91234567${String(90 + i)}`,
        },
        { ...diamond, planCode: 'HLJ-EMP-102' },
      );
    }
    const generated = demoJobs(demoEmployerIds);
    for (let i = 0; i < generated.length; i += 100) {
      await tx.insert(jobs).values(generated.slice(i, i + 100));
    }
    await tx.insert(seekerProfiles).values({
      userId: seekerId,
      gender: 1,
      ageBand: 1,
      dob: '1997-08-15',
      qualification: 2,
      technicalCert: [{ cert: 'iti', branch: 'electrician' }],
      experience: 3,
      educationalInfo: [{ class_name: '12th', institution_name: 'Rajkiya Inter College, Lucknow' }],
      aboutMe: ['hard_working', 'honest'],
      languageKnown: ['hindi'],
      speakEnglish: 1,
      addressCurrent: 'up-lucknow',
      addressHome: 'up-lucknow',
      addressWork: 'up-lucknow',
      jobIntrested: [
        { job_category: 'driver', skills: ['lmv-licence', 'two-wheeler'] },
        { job_category: 'electrician', skills: [] },
      ],
      jobType: 1,
      jobTimings: 0,
      salaryFrom: 12000,
      salaryTo: 18000,
      // No photo and no video resume yet, so the demo shows what is missing.
      completion: profileCompletion({
        about_me: ['hard_working'],
        contact: DEMO_SEEKER_CONTACT,
        language_known: ['hindi'],
        educational_info: [{}],
        experience: 3,
        name: 'Ravi Kumar',
        dob: '1997-08-15',
        speak_english: 1,
        address_current: 'up-lucknow',
        address_home: 'up-lucknow',
        address_work: 'up-lucknow',
        job_intrested: [{ skills: ['lmv-licence'] }],
        gender: 1,
      }),
    });
    await tx.insert(notifications).values({
      id: newId(daysAgo(3).getTime()),
      userId: seekerId,
      notificationType: 'INCOMPLETE_PROFILE',
      payload: notificationText('INCOMPLETE_PROFILE', 'hi'),
      vars: {},
      createdAt: daysAgo(3),
    });
    // issue 6: applicants, interviews and notifications of the hiring pipeline
    const [delivery, driver] = sharma;
    const jobRef = (j: typeof delivery) => ({
      id: j?.id as string,
      title: j?.jobTitle as string,
      district: j?.district as string,
      location: j?.jobLocation ?? '',
    });
    await seedPipeline(tx, {
      employer: { id: employerId, contact: '9123456780', companyName: 'Sharma Logistics' },
      ravi: { id: seekerId, name: 'Ravi Kumar', lang: 'hi' },
      jobs: { delivery: jobRef(delivery), driver: jobRef(driver) },
    });
    await seedPayments(tx, { employerId, validUntil: diamond.validUntil });
    await seedCommunity(tx, adminId);
    await seedSaarthi(tx);
    // issue 12: spoken job descriptions, and animated ones waiting in the admin's queue
    await seedMedia(tx, storage, {
      adminId,
      sharma: { delivery: delivery?.id as string, driver: driver?.id as string },
      employerIds: demoEmployerIds,
    });
  });
  log.info(DEMO_LOADED);
}
