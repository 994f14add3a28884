import {
  JOB_CATEGORIES,
  type JobCategory,
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
      qualification: 1, // 10th Pass
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

/** The demo's other employers: each Approved, with a subscription, and many Open jobs. */
export const DEMO_EMPLOYERS = [
  {
    slug: 'patelfacility',
    name: 'Patel Facility Services',
    person: 'Kiran Patel',
    district: 'gj-ahmedabad',
    industry: 'facility',
  },
  {
    slug: 'guptaelectricals',
    name: 'Gupta Electricals',
    person: 'Rakesh Gupta',
    district: 'up-lucknow',
    industry: 'construction',
  },
  {
    slug: 'metromart',
    name: 'Metro Mart Retail',
    person: 'Sneha Iyer',
    district: 'mh-mumbai-suburban',
    industry: 'retail',
  },
  {
    slug: 'annapurnakitchens',
    name: 'Annapurna Kitchens',
    person: 'Meena Joshi',
    district: 'rj-jaipur',
    industry: 'hospitality',
  },
  {
    slug: 'singhsecurity',
    name: 'Singh Security Services',
    person: 'Harpreet Singh',
    district: 'dl-new-delhi',
    industry: 'security',
  },
  {
    slug: 'quickkart',
    name: 'QuickKart Delivery',
    person: 'Arjun Das',
    district: 'wb-kolkata',
    industry: 'logistics',
  },
] as const;

/** How many generated jobs the demo has (besides Sharma Logistics' three). */
export const DEMO_JOB_COUNT = 300;

// Big cities get most jobs (weights), the rest spread over other districts.
const DEMO_DISTRICTS: readonly (readonly [string, number])[] = [
  ['up-lucknow', 14],
  ['dl-new-delhi', 8],
  ['dl-south-delhi', 4],
  ['mh-mumbai-suburban', 7],
  ['mh-mumbai-city', 3],
  ['br-patna', 6],
  ['rj-jaipur', 6],
  ['mh-pune', 5],
  ['wb-kolkata', 5],
  ['ka-bengaluru-urban', 5],
  ['tg-hyderabad', 4],
  ['tn-chennai', 3],
  ['gj-ahmedabad', 3],
  ['hr-gurugram', 3],
  ['up-gautam-buddha-nagar', 3],
  ['up-kanpur-nagar', 3],
  ['up-varanasi', 2],
  ['up-agra', 2],
  ['mp-indore', 2],
  ['mp-bhopal', 2],
  ['pb-ludhiana', 2],
  ['gj-surat', 2],
  ['mh-nagpur', 2],
];

const TITLE_SHAPES = [
  (c: JobCategory) => c.en,
  (c: JobCategory, skill: string) => `${c.en} (${skill})`,
  (c: JobCategory) => `Senior ${c.en}`,
  (c: JobCategory) => `${c.en} - Full Time`,
  (c: JobCategory, skill: string) => `${skill} ${c.en}`,
  (c: JobCategory) => `Trainee ${c.en}`,
];

// Minimum qualification (QUALIFICATION codes) by category; a category not listed asks for none.
const DEMO_QUALIFICATIONS: Readonly<Record<string, number>> = {
  teacher: 3,
  accountant: 3,
  'nurse-ward-boy': 2,
  'computer-operator': 2,
  'data-entry': 2,
  'customer-support': 2,
  telecaller: 2,
  receptionist: 2,
  cashier: 2,
  'store-keeper': 1,
  sales: 1,
  'field-sales': 1,
  'security-guard': 1,
  electrician: 1,
  'ac-technician': 1,
  'machine-operator': 1,
};

/** A small seeded PRNG (mulberry32), so the demo is the same on every first start. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * DEMO_JOB_COUNT jobs across every category and many districts, posted by the demo employers
 * over the last 60 days: about 90 % Open, the rest Pending or Closed. A third are driver or
 * electrician jobs, half of those in Lucknow, so the demo seeker's feed is full.
 */
export function demoJobs(employerIds: readonly string[], now = Date.now()) {
  const random = prng(20_261_121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const totalWeight = DEMO_DISTRICTS.reduce((sum, [, w]) => sum + w, 0);
  const district = () => {
    let r = random() * totalWeight;
    for (const [id, w] of DEMO_DISTRICTS) {
      r -= w;
      if (r < 0) return id;
    }
    return 'up-lucknow';
  };
  const ravis = JOB_CATEGORIES.filter((c) => c.id === 'driver' || c.id === 'electrician');
  const out: (typeof jobs.$inferInsert)[] = [];
  for (let i = 0; i < DEMO_JOB_COUNT; i++) {
    const forRavi = i % 3 === 0;
    // every category in turn, and the demo seeker's two in between
    const category = forRavi
      ? pick(ravis)
      : (JOB_CATEGORIES[(i - Math.ceil(i / 3)) % JOB_CATEGORIES.length] as JobCategory);
    const skills = [...new Set([pick(category.skills), pick(category.skills)])];
    const createdBy = employerIds[i % employerIds.length] as string;
    const company = DEMO_EMPLOYERS[i % DEMO_EMPLOYERS.length];
    const title = pick(TITLE_SHAPES)(category, skills[0]?.en ?? category.en).slice(0, 40);
    const from = 8000 + Math.floor(random() * 22) * 1000;
    const to =
      random() < 0.15 ? null : Math.min(35_000, from + (1 + Math.floor(random() * 6)) * 1000);
    const at = new Date(now - Math.floor(random() * 60 * 86_400_000));
    const r = random();
    const status = r < 0.05 ? 3 : r < 0.1 ? 2 : 0;
    const where = forRavi && random() < 0.5 ? 'up-lucknow' : district();
    // by category, and one job in five asks for none; no random() draw, so the rest is unchanged
    const qualification = i % 5 === 4 ? null : (DEMO_QUALIFICATIONS[category.id] ?? null);
    out.push({
      id: newId(at.getTime()),
      createdBy,
      jobTitle: title,
      companyName: company?.name ?? 'Kaamkaj Demo',
      district: where,
      jobLocation: null,
      salaryFrom: from,
      salaryTo: to,
      category: category.id,
      skills: skills.map((s) => s.id),
      openings: 1 + Math.floor(random() * 10),
      experience: Math.floor(random() * 5),
      jobTimings: random() < 0.8 ? 0 : 1,
      jobType: 1 + Math.floor(random() * 3),
      gender: pick([0, 0, 0, 0, 2, 1]),
      qualification,
      description: `${title} needed at ${company?.name ?? 'our company'}. ${skills.map((s) => s.en).join(', ')}. Salary paid monthly; training given.`,
      canContactEmp: random() < 0.7,
      status,
      views: Math.floor(random() * 200),
      openedAt: status === 3 ? null : at,
      createdAt: at,
      updatedAt: at,
    });
  }
  return out;
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
