import { PROFILE_STATUS, profileCompletion, ROLE } from '@kaamkaj/domain';
import type { Tx } from '../platform/db/client';
import { saarthiAgents, saarthiCodes, seekerProfiles, users } from '../platform/db/schema';
import { newId } from '../platform/ids';

export const DEMO_SAARTHI_CONTACT = '9000000002';
export const DEMO_SAARTHI_CODE = 'SAR100001';

const DAY = 24 * 60 * 60 * 1000;

type Enrolled = {
  name: string;
  contact: string;
  gender: number;
  ageBand: number;
  qualification: number;
  experience: number;
  interests: { job_category: string; skills: string[] }[];
  daysAgo: number;
};

/**
 * Two seekers the demo Saarthi registered (issue 13, spec 001 §6 "New User Enrolled"), so their
 * dashboard opens on people: one who still has to choose their jobs, as an agent leaves every
 * seeker they create, and one who has chosen them since.
 */
export const DEMO_ENROLLED: readonly Enrolled[] = [
  {
    name: 'Mohan Lal',
    contact: '9876500021',
    gender: 1,
    ageBand: 3,
    qualification: 1,
    experience: 4,
    interests: [],
    daysAgo: 2,
  },
  {
    name: 'Sunita Devi',
    contact: '9876500022',
    gender: 2,
    ageBand: 2,
    qualification: 2,
    experience: 2,
    interests: [{ job_category: 'housekeeping', skills: ['room-cleaning'] }],
    daysAgo: 6,
  },
];

/** A demo Saarthi in Lucknow (issue 13): Lucknow seekers with unfinished profiles are their leads. */
export async function seedSaarthi(tx: Tx, now = Date.now()) {
  const id = newId();
  await tx.insert(users).values({
    id,
    role: ROLE.SAARTHI,
    name: 'Sunil Yadav',
    contact: DEMO_SAARTHI_CONTACT,
    contactVerified: true,
    lang: 'hi',
    profileStatus: PROFILE_STATUS.COMPLETE,
  });
  await tx.insert(saarthiCodes).values({ code: DEMO_SAARTHI_CODE, agentId: id });
  await tx
    .insert(saarthiAgents)
    .values({ userId: id, code: DEMO_SAARTHI_CODE, homeDistrict: 'up-lucknow' });

  // as the agent's "Create New User" makes them (profile/seeker-profile.service.ts createByAgent)
  for (const seeker of DEMO_ENROLLED) {
    const createdAt = new Date(now - seeker.daysAgo * DAY);
    const userId = newId(createdAt.getTime());
    const chosen = seeker.interests.length > 0;
    await tx.insert(users).values({
      id: userId,
      role: ROLE.SEEKER,
      name: seeker.name,
      contact: seeker.contact,
      lang: 'hi',
      profileStatus: chosen ? PROFILE_STATUS.COMPLETE : PROFILE_STATUS.BASIC_DONE,
      createdBy: id,
      referralCode: DEMO_SAARTHI_CODE,
      leadSource: 'saarthi',
      createdAt,
    });
    await tx.insert(seekerProfiles).values({
      userId,
      gender: seeker.gender,
      ageBand: seeker.ageBand,
      qualification: seeker.qualification,
      experience: seeker.experience,
      addressHome: 'up-lucknow',
      jobIntrested: seeker.interests,
      completion: profileCompletion({
        name: seeker.name,
        contact: seeker.contact,
        gender: seeker.gender,
        experience: seeker.experience,
        address_home: 'up-lucknow',
        job_intrested: seeker.interests,
      }),
    });
  }
}
