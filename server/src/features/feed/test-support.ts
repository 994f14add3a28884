import { call, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker, saveProfile } from '../../../test/seeker';
import { jobs } from '../../platform/db/schema';
import { categoriesOpened } from '../../platform/feed-marks';
import { newId } from '../../platform/ids';

// Shared by the feed test files of this feature.

export type Seeker = { id: string; token: string; pageCookie?: string | null };

let clock = Date.now() - 10_000_000;

/** Jobs, seekers and the seeker's feed calls on one test app, for one employer's jobs. */
export function feedFixtures(t: TestApp, employer: { id: string; companyName: string }) {
  /**
   * An Open driver job in Delhi asking for truck skills, unless told otherwise; `announced` as
   * posting does (its category marked for the feed's windows), unless told otherwise.
   */
  async function addJob(
    over: Partial<typeof jobs.$inferInsert> = {},
    { announced = true }: { announced?: boolean } = {},
  ) {
    clock += 1000;
    const id = newId();
    await t.database.db.insert(jobs).values({
      id,
      createdBy: employer.id,
      jobTitle: 'Driver',
      companyName: employer.companyName,
      district: 'dl-new-delhi',
      category: 'driver',
      skills: ['truck'],
      openings: 2,
      experience: 5,
      jobTimings: 0,
      jobType: 1,
      gender: 0,
      description: 'Drive',
      status: 0,
      createdAt: new Date(clock),
      ...over,
    });
    // as posting does once the job is in (the feed's windows of its category are read again)
    if (announced && (over.status ?? 0) === 0) {
      await categoriesOpened(t.cache, [over.category ?? 'driver']);
    }
    return id;
  }

  /** A seeker with job interests driver and `category`; each test group uses its own category. */
  async function seekerIn(category: string, extra: object = {}): Promise<Seeker> {
    const s = await createOnboardedSeeker(t.app);
    const res = await saveProfile(t.app, s, {
      job_intrested: [
        { job_category: 'driver', skills: ['lmv-licence'] },
        ...(category === 'driver' ? [] : [{ job_category: category, skills: [] }]),
      ],
      ...extra,
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return s;
  }

  const feed = (s: Seeker, page = 0) =>
    call(t.app, {
      method: 'GET',
      url: `/api/job/all?user_id=${s.id}&page=${page}`,
      token: s.token,
    });
  const filter = (s: Seeker, body: object, page = 0) =>
    call(t.app, {
      method: 'POST',
      url: '/api/job/filter',
      token: s.token,
      payload: { body, page },
    });
  const respond = (s: { token: string }, job_id: string, status: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/job/response',
      token: s.token,
      payload: { job_id, status },
    });

  return { addJob, seekerIn, feed, filter, respond };
}

export const idsOf = (body: { data: { _id: string }[] }) => body.data.map((j) => j._id);
