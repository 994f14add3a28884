import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob, PNG } from '../../../test/company';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  applicant,
  employerWithOpenJob,
  setApplicationStatus,
  type TestEmployer,
} from '../../../test/pipeline';
import { saveProfile, uploadFile } from '../../../test/seeker';
import { interviews } from '../../platform/db/schema';
import { newId } from '../../platform/ids';
import { act, list, profile, storedApplicant } from './test-support';

let t: TestApp;
let employer: TestEmployer;
let jobId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ employer, jobId } = await employerWithOpenJob(t));
});
afterAll(() => t.app.close());

describe('GET /api/job/users', () => {
  it('lists one tab newest status change first, with every tab count and the job', async () => {
    const job = await insertJob(t, employer.id, 0);
    const appliedOld = await storedApplicant(t, job, 'Applied');
    const shortlisted = await storedApplicant(t, job, 'Shortlisted');
    const selected = await storedApplicant(t, job, 'Selected');
    const hired = await storedApplicant(t, job, 'Hired');
    const rejected = await storedApplicant(t, job, 'Rejected');
    await storedApplicant(t, job, 'Saved');
    await storedApplicant(t, job, 'Visited');
    const appliedNew = await storedApplicant(t, job, 'Applied');
    const interviewId = newId();
    await t.database.db.insert(interviews).values({
      id: interviewId,
      jobId: job,
      seekerId: selected,
      recruiterId: employer.id,
      title: 'Driver interview',
      seekerName: 'Ravi Kumar',
      date: '2030-01-15',
      startTime: '10.00',
      endTime: '11.00',
      endsAt: new Date('2030-01-15T05:30:00Z'),
      location: 'Sector 14 office',
      district: 'hr-gurugram',
      contactPerson: '9876543210',
    });

    const applied = await list(t, employer, job);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      success: true,
      count: 2,
      tab_counts: { applied: 2, shortlisted: 1, interview: 2, rejected: 1 },
      job: {
        _id: job,
        job_title: 'Delivery Executive',
        company_name: 'Sharma Logistics',
        district: 'hr-gurugram',
        status: 0,
        applicants: 6,
      },
    });
    expect(applied.body.data.map((c: { _id: string }) => c._id)).toEqual([appliedNew, appliedOld]);
    expect(applied.body.data[0]).toMatchObject({
      name: expect.stringMatching(/^Seeker \d+$/),
      profile_pic: null,
      address_current: 'up-lucknow',
      status: 'Applied',
      job_title: 'Delivery Executive',
      job_location: null,
      contact: null,
      call_clicks: 0,
      interview: null,
    });

    const short = await list(t, employer, job, 'shortlisted');
    expect(short.body.count).toBe(1);
    // spec 001 §2: a Shortlisted card shows the masked number only
    expect(short.body.data).toEqual([
      expect.objectContaining({ _id: shortlisted, status: 'Shortlisted', contact: 'xxx-xxx-xxxx' }),
    ]);

    const interview = await list(t, employer, job, 'interview');
    expect(
      interview.body.data.map((c: { _id: string; status: string }) => [c._id, c.status]),
    ).toEqual([
      [hired, 'Hired'],
      [selected, 'Selected'],
    ]);
    expect(interview.body.data[1].interview).toEqual({
      _id: interviewId,
      date: '2030-01-15',
      start_time: '10.00',
      end_time: '11.00',
      status: 'pending',
    });
    expect(interview.body.data.every((c: { contact: null }) => c.contact === null)).toBe(true);

    const rej = await list(t, employer, job, 'rejected');
    expect(rej.body.data.map((c: { _id: string }) => c._id)).toEqual([rejected]);
  });

  it('pages 30 applicants a page', async () => {
    const job = await insertJob(t, employer.id, 0);
    const ids: string[] = [];
    for (let i = 0; i < 31; i += 1) ids.push(await storedApplicant(t, job, 'Applied'));
    const first = await list(t, employer, job, 'applied', 0);
    const second = await list(t, employer, job, 'applied', 1);
    expect(first.body.count).toBe(31);
    expect(first.body.data).toHaveLength(30);
    expect(first.body.data[0]._id).toBe(ids[30]);
    expect(second.body.data.map((c: { _id: string }) => c._id)).toEqual([ids[0]]);
  });

  it('shows the photo of an applicant who has one', async () => {
    const job = await insertJob(t, employer.id, 0);
    const seeker = await applicant(t, job);
    const photo = await uploadFile(t.app, seeker, 'profile_pic', PNG, 'image/png', 'me.png');
    await saveProfile(t.app, seeker, { profile_pic: photo });
    const res = await list(t, employer, job);
    expect(res.body.data[0]).toMatchObject({
      _id: seeker.id,
      name: 'Ravi Kumar',
      profile_pic: expect.stringMatching(/^\/api\/file\/public\/profile_pic\/.+\.png$/),
    });
  });

  it('refuses a bad tab and a bad id with their messages', async () => {
    const tab = await list(t, employer, jobId, 'hired');
    expect(tab.status).toBe(400);
    expect(tab.body.code).toBe('VALIDATION_FAILED');
    expect(tab.body.errors).toHaveProperty('tab');
    const id = await list(t, employer, 'not-an-id');
    expect(id.status).toBe(400);
    expect(id.body).toMatchObject({ message: 'Invalid id', errors: { _id: 'Invalid id' } });
  });
});

describe('GET /api/job/users/{seekerId}', () => {
  it('gives every profile section, the contact only while Shortlisted', async () => {
    const job = await insertJob(t, employer.id, 0);
    const seeker = await applicant(t, job);
    const video = await uploadFile(
      t.app,
      seeker,
      'video_resume',
      Buffer.from('webm!'),
      'video/webm',
      'resume.webm',
    );
    await saveProfile(t.app, seeker, { video_resume: video });
    await saveProfile(t.app, seeker, { about_me: ['honest'] });
    await saveProfile(t.app, seeker, { language_known: ['hindi', 'english'] });
    await saveProfile(t.app, seeker, {
      educational_info: [{ institution_name: 'Govt Inter College' }],
    });
    await saveProfile(t.app, seeker, { speak_english: 1 });
    await saveProfile(t.app, seeker, { address_current: 'up-lucknow' });

    const before = await profile(t, employer, seeker.id, job);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      _id: seeker.id,
      name: 'Ravi Kumar',
      contact: null,
      gender: 1,
      experience: 2,
      qualification: 2,
      technical_cert: [{ cert: 'iti', branch: 'electrician' }],
      about_me: ['honest'],
      language_known: ['hindi', 'english'],
      educational_info: [{ institution_name: 'Govt Inter College' }],
      speak_english: 1,
      address_current: 'up-lucknow',
      address_home: 'up-lucknow',
      job_intrested: [{ job_category: 'driver', skills: ['lmv-licence'] }],
      skills: ['lmv-licence'],
      status: 'Applied',
      job: { _id: job, job_title: 'Delivery Executive', status: 0 },
    });
    // a private file: a short-lived signed link, never the bare key
    expect(before.body.data.video_resume).toMatch(
      /^\/api\/file\/private\/video_resume\/.+\.webm\?expires=\d+&sig=[0-9a-f]{64}$/,
    );
    const played = await t.app.inject({ url: before.body.data.video_resume });
    expect(played.statusCode).toBe(200);
    expect(played.body).toBe('webm!');

    await act(t, employer, seeker.id, 'shortlist', job);
    const after = await profile(t, employer, seeker.id, job);
    expect(after.body.data).toMatchObject({ status: 'Shortlisted', contact: seeker.contact });

    await setApplicationStatus(t, job, seeker.id, 'Selected');
    const selected = await profile(t, employer, seeker.id, job);
    expect(selected.body.data).toMatchObject({ status: 'Selected', contact: null });
  });

  it('answers 404 for a seeker who only saved, visited or never saw the job', async () => {
    const job = await insertJob(t, employer.id, 0);
    for (const status of ['Saved', 'Visited']) {
      const seekerId = await storedApplicant(t, job, status);
      const res = await profile(t, employer, seekerId, job);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Applicant not found',
      });
    }
    const stranger = await storedApplicant(t, jobId, 'Applied');
    expect((await profile(t, employer, stranger, job)).status).toBe(404);
    expect((await profile(t, employer, stranger, newId())).body.message).toBe('Job not found');
  });
});
