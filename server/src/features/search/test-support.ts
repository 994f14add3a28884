import { eq } from 'drizzle-orm';
import { call, type TestApp, uniqueMobile } from '../../../test/helpers';
import { files, seekerProfiles, users } from '../../platform/db/schema';
import { newId } from '../../platform/ids';

// Shared by the search-*.test.ts files: the seekers every search runs against.

const DAY = 86_400_000;
export const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
/** A birth date that makes the seeker `years` old (and a month) today. */
const bornYearsAgo = (years: number) => {
  const d = new Date(Date.now() - 30 * DAY);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

type SeekerOverrides = {
  name: string;
  profileStatus?: number;
  lastSeenAt?: Date;
  profile?: Partial<typeof seekerProfiles.$inferInsert>;
};

/** createSeekerRow: a seeker stored straight in the database (users + seeker_profiles). */
async function createSeekerRow(t: TestApp, o: SeekerOverrides): Promise<string> {
  const id = newId();
  await t.database.db.insert(users).values({
    id,
    role: 0,
    contact: uniqueMobile(),
    contactVerified: true,
    name: o.name,
    lang: 'hi',
    profileStatus: o.profileStatus ?? 2,
    lastSeenAt: o.lastSeenAt ?? daysAgo(1),
  });
  await t.database.db.insert(seekerProfiles).values({
    userId: id,
    gender: 1,
    ageBand: 1,
    qualification: 2,
    experience: 2,
    speakEnglish: 1,
    addressCurrent: 'up-lucknow',
    jobIntrested: [{ job_category: 'driver', skills: ['lmv-licence'] }],
    completion: 70,
    ...o.profile,
  });
  return id;
}

/** POST the filter as `token` (none: anonymous) to the category of the path. */
export const search = (t: TestApp, token: string | null, body: object, category = 'all') =>
  call(t.app, {
    method: 'POST',
    url: `/api/user/emp/job/${category}/js/filter`,
    ...(token ? { token } : {}),
    payload: body,
  });

/** The names of a result page, in order. */
export const names = (res: { body: { data: { name: string }[] } }) =>
  res.body.data.map((c) => c.name);

/** Stores the seekers the searches find (and two they never may); answers their ids by name. */
export async function seedSeekers(t: TestApp): Promise<Record<string, string>> {
  const S: Record<string, string> = {};
  S.amit = await createSeekerRow(t, {
    name: 'Amit Verma',
    lastSeenAt: daysAgo(1),
    profile: {
      gender: 1,
      ageBand: 1,
      // the chosen band wins over the birth date (which says 18-24)
      dob: bornYearsAgo(22),
      qualification: 2,
      experience: 2,
      speakEnglish: 1,
      addressCurrent: 'up-lucknow',
      addressHome: 'up-barabanki',
      jobIntrested: [{ job_category: 'driver', skills: ['lmv-licence', 'two-wheeler'] }],
      salaryFrom: 12000,
      salaryTo: 16000,
      completion: 100,
    },
  });
  S.sunita = await createSeekerRow(t, {
    name: 'Sunita Devi',
    lastSeenAt: daysAgo(2),
    profile: {
      gender: 0,
      ageBand: null,
      dob: bornYearsAgo(22),
      qualification: 1,
      experience: 0,
      speakEnglish: 0,
      addressCurrent: 'up-kanpur-nagar',
      jobIntrested: [{ job_category: 'delivery', skills: ['own-bike'] }],
      salaryFrom: 9000,
      salaryTo: 11000,
      completion: 80,
    },
  });
  S.irfan = await createSeekerRow(t, {
    name: 'Mohd Irfan',
    lastSeenAt: daysAgo(10),
    profile: {
      gender: 1,
      ageBand: 2,
      qualification: 3,
      experience: 4,
      speakEnglish: 2,
      addressCurrent: 'rj-jaipur',
      jobIntrested: [{ job_category: 'electrician', skills: ['house-wiring', 'panel-db'] }],
      salaryFrom: 18000,
      salaryTo: 24000,
      completion: 100,
    },
  });
  S.priya = await createSeekerRow(t, {
    name: 'Priya Singh',
    lastSeenAt: daysAgo(3),
    profile: {
      gender: 0,
      ageBand: 3,
      qualification: 2,
      experience: 1,
      speakEnglish: 1,
      addressCurrent: 'up-lucknow',
      jobIntrested: [{ job_category: 'security-guard', skills: ['night-duty'] }],
      salaryFrom: 15000,
      salaryTo: null,
      completion: 95,
    },
  });
  S.rahul = await createSeekerRow(t, {
    name: 'Rahul Yadav',
    lastSeenAt: daysAgo(5),
    profile: {
      gender: 2,
      ageBand: null,
      dob: bornYearsAgo(40),
      qualification: 0,
      experience: 7,
      speakEnglish: 0,
      addressCurrent: 'up-kanpur-nagar',
      jobIntrested: [
        { job_category: 'driver', skills: ['hmv-licence'] },
        { job_category: 'electrician', skills: ['multimeter'] },
      ],
      salaryFrom: null,
      salaryTo: null,
      completion: 60,
    },
  });
  const photo = newId();
  S.kavita = await createSeekerRow(t, {
    name: 'Kavita Sharma',
    lastSeenAt: daysAgo(30),
    profile: {
      gender: 0,
      ageBand: 0,
      qualification: 1,
      experience: 3,
      speakEnglish: 2,
      addressCurrent: 'rj-jaipur',
      jobIntrested: [{ job_category: 'delivery', skills: ['parcel-delivery'] }],
      salaryFrom: 7000,
      salaryTo: 9000,
      completion: 100,
    },
  });
  await t.database.db.insert(files).values({
    id: photo,
    ownerId: S.kavita,
    category: 'profile_pic',
    objectKey: `public/profile/${S.kavita}/kavita.jpg`,
    contentType: 'image/jpeg',
    declaredSize: 1000,
    size: 1000,
    isPublic: true,
    originalName: 'kavita.jpg',
    uploadedAt: new Date(),
  });
  await t.database.db
    .update(seekerProfiles)
    .set({ profilePicFile: photo })
    .where(eq(seekerProfiles.userId, S.kavita));
  // never searchable: onboarding not finished, and not seen for 100 days
  S.incomplete = await createSeekerRow(t, {
    name: 'Incomplete Ramesh',
    profileStatus: 1,
    profile: { completion: 100 },
  });
  S.inactive = await createSeekerRow(t, {
    name: 'Inactive Suresh',
    lastSeenAt: daysAgo(100),
    profile: { completion: 100 },
  });
  return S;
}

export const EVERYONE = [
  'Amit Verma',
  'Mohd Irfan',
  'Kavita Sharma',
  'Priya Singh',
  'Sunita Devi',
  'Rahul Yadav',
];
