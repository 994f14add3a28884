import { profileCompletion, ROLE } from '@kaamkaj/domain';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/db/client';
import { notifications, seekerProfiles, users } from '../platform/db/schema';
import { newId } from '../platform/ids';

export const DEMO_SEEKER_CONTACT = '9876543210';
export const DEMO_EMPLOYER_EMAIL = 'hr@sharmalogistics.in';

/** Demo accounts on first start, when the database has no users (DESIGN.md §2). */
export async function seedDemoData(db: Db, log: FastifyBaseLogger) {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  const seekerId = newId();
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
        id: newId(),
        role: ROLE.EMPLOYER,
        email: DEMO_EMPLOYER_EMAIL,
        emailVerified: true,
        contact: '9123456780',
        contactVerified: true,
        name: 'Anita Sharma',
        lang: 'en',
        profileStatus: 2,
      },
    ]);
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
    `demo data loaded: seeker ${DEMO_SEEKER_CONTACT}, employer ${DEMO_EMPLOYER_EMAIL} (codes in the server log)`,
  );
}
