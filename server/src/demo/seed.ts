import { EMPLOYER_PLANS, profileCompletion, ROLE, STARTER_ALLOWANCE } from '@kaamkaj/domain';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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

export const DEMO_SEEKER_CONTACT = '9876543210';
export const DEMO_EMPLOYER_EMAIL = 'hr@sharmalogistics.in';
export const DEMO_ADMIN_EMAIL = 'admin@kaamkaj.in';
export const DEMO_ADMIN_CONTACT = '9000000001';

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
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

// Sharma Logistics' jobs: two Open, one Closed (spec 001 §3 "Job" statuses 0 and 2).
function sharmaJobs(createdBy: string): (typeof jobs.$inferInsert)[] {
  const common = {
    createdBy,
    companyName: 'Sharma Logistics',
    district: 'hr-gurugram',
    canContactEmp: true,
  };
  return [
    {
      ...common,
      id: newId(daysAgo(2).getTime()),
      jobTitle: 'Delivery Executive',
      jobLocation: 'Sector 18, Udyog Vihar',
      salaryFrom: 14000,
      salaryTo: 18000,
      category: 'delivery',
      skills: ['own-bike', 'parcel-delivery', 'driving-licence'],
      openings: 5,
      experience: 0,
      jobTimings: 0,
      jobType: 1,
      gender: 0,
      description:
        'Deliver parcels to homes and shops around Gurugram. Own bike and driving licence needed; fuel allowance paid.',
      status: 0,
      openedAt: daysAgo(2),
      createdAt: daysAgo(2),
    },
    {
      ...common,
      id: newId(daysAgo(5).getTime()),
      jobTitle: 'Truck Driver (HMV)',
      jobLocation: 'Bilaspur Chowk warehouse',
      salaryFrom: 20000,
      salaryTo: 26000,
      category: 'driver',
      skills: ['hmv-licence', 'truck', 'route-knowledge'],
      openings: 3,
      experience: 3,
      jobTimings: 1,
      jobType: 1,
      gender: 2,
      description:
        'Drive our trucks between Gurugram, Jaipur and Ludhiana. Valid HMV licence and 2 years of highway driving needed.',
      status: 0,
      openedAt: daysAgo(5),
      createdAt: daysAgo(5),
    },
    {
      ...common,
      id: newId(daysAgo(40).getTime()),
      jobTitle: 'Warehouse Helper',
      jobLocation: 'Manesar',
      salaryFrom: 11000,
      salaryTo: 14000,
      category: 'warehouse',
      skills: ['loading-unloading', 'picking-packing'],
      openings: 4,
      experience: 0,
      jobTimings: 0,
      jobType: 2,
      gender: 0,
      description: 'Loading, unloading and packing of goods in our Manesar warehouse.',
      status: 2,
      openedAt: daysAgo(40),
      createdAt: daysAgo(40),
    },
  ];
}

/** Demo accounts on first start, when the database has no users (DESIGN.md §2). */
export async function seedDemoData(db: Db, log: FastifyBaseLogger) {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  const seekerId = newId();
  const employerId = newId();
  const adminId = newId();
  const plan = EMPLOYER_PLANS['HLJ-EMP-102'];
  const diamond = {
    jobPostUsage: plan.jobPosts,
    animatedJdUsage: plan.animatedJd,
    audioJdUsage: plan.audioJd,
  };
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
    await tx.insert(jobs).values(sharmaJobs(employerId));
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
      id: newId(),
      userId: seekerId,
      notificationType: 'INCOMPLETE_PROFILE',
      payload: 'Complete your profile to get better job matches',
    });
  });
  log.info(
    `demo data loaded: seeker ${DEMO_SEEKER_CONTACT}, employer ${DEMO_EMPLOYER_EMAIL}, admin ${DEMO_ADMIN_EMAIL} (codes in the server log)`,
  );
}
