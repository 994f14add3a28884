import { JOB_CATEGORIES, type JobCategory } from '@kaamkaj/domain';
import type { jobs } from '../platform/db/schema';
import { newId } from '../platform/ids';

// The demo's jobs: Sharma Logistics' three, the other demo employers and the jobs generated for
// them (a seeded PRNG, so every first start has the same ones).

export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

// Sharma Logistics' jobs: two Open, one Closed (spec 001 §3 "Job" statuses 0 and 2).
export function sharmaJobs(createdBy: string): (typeof jobs.$inferInsert)[] {
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
