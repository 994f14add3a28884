import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createEmployer,
  type Employer,
  insertJob,
  PNG,
  upload,
} from '../../../test/company';
import { call, createTestApp, signInSeeker, type TestApp } from '../../../test/helpers';
import { createOnboardedSeeker } from '../../../test/seeker';
import { auditLog, companies, jobs, notifications, users } from '../../platform/db/schema';

let t: TestApp;
let admin: Employer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.app.close());

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/demo');
const MP3 = readFileSync(path.join(ASSETS, 'driver-hi.mp3'));
// Not a real film: the pipeline checks the declared type and size, not the codec.
const MP4 = Buffer.concat([Buffer.from('\u0000\u0000\u0000\u0018ftypmp42'), Buffer.alloc(2048, 1)]);

const as = (who: { token: string } | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
  call(t.app, {
    method,
    url: `/api${url}`,
    ...(who ? { token: who.token } : {}),
    ...(payload ? { payload } : {}),
  });

/** An employer (in `lang`) with a job that asked for an animated description. */
async function jobAskingForAnimation(lang: 'hi' | 'en', title = 'Truck Driver (HMV)') {
  const employer = await createEmployer(t.app, {
    change: { contact_person_name: 'Anita Sharma', contact_person_number: '9123456780' },
  });
  await t.database.db.update(users).set({ lang }).where(eq(users.id, employer.id));
  const id = await insertJob(t, employer.id, 0);
  await t.database.db
    .update(jobs)
    .set({
      animatedJdRequired: true,
      jobTitle: title,
      category: 'driver',
      description: 'Drive our trucks between Gurugram and Jaipur. HMV licence needed.',
    })
    .where(eq(jobs.id, id));
  return { employer, id };
}

const uploadAnimated = (who: Employer) =>
  upload(t.app, who, 'animated_jd', MP4, 'video/mp4', 'jd.mp4');
const uploadAudio = (who: Employer) => upload(t.app, who, 'audio', MP3, 'audio/mpeg', 'jd hi.mp3');

describe('GET /admin/job-descriptions (issue 12 queue)', () => {
  it('lists jobs waiting for an animated description with what the producer needs', async () => {
    const { employer, id } = await jobAskingForAnimation('en');
    const plain = await insertJob(t, employer.id, 0); // did not ask: not in the queue
    const res = await as(admin, 'GET', '/admin/job-descriptions');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((j: { _id: string }) => j._id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(plain);
    expect(res.body.count).toBe(ids.length);
    expect(res.body.data.find((j: { _id: string }) => j._id === id)).toMatchObject({
      _id: id,
      job_title: 'Truck Driver (HMV)',
      company_name: 'Sharma Logistics',
      district: 'hr-gurugram',
      description: 'Drive our trucks between Gurugram and Jaipur. HMV licence needed.',
      animated_jd_required: true,
      animated_description: null,
      audio_description: null,
      employer_name: 'Anita Sharma',
      employer_email: employer.email,
      employer_lang: 'en',
      contact_person_name: 'Anita Sharma',
      contact_person_number: '9123456780',
    });
    expect(res.body.data[0].employer_contact).toMatch(/^\d{10}$/);
  });

  it('lists a job that asked only for a spoken description until it has one', async () => {
    const employer = await createEmployer(t.app);
    const id = await insertJob(t, employer.id, 0);
    await t.database.db
      .update(jobs)
      .set({ audioJdRequired: true, jobTitle: 'Audio Only Driver' })
      .where(eq(jobs.id, id));
    const titles = async (state: string) =>
      (await as(admin, 'GET', `/admin/job-descriptions?state=${state}`)).body.data.map(
        (j: { job_title: string }) => j.job_title,
      );
    expect(await titles('waiting')).toContain('Audio Only Driver');
    expect(await titles('delivered')).not.toContain('Audio Only Driver');
    const audio = await uploadAudio(admin);
    await as(admin, 'PUT', `/admin/jobs/${id}/descriptions`, { audio_file_id: audio });
    expect(await titles('waiting')).not.toContain('Audio Only Driver');
    expect(await titles('delivered')).toContain('Audio Only Driver');
  });

  it('shows the newest first and pages by 30', async () => {
    const first = await jobAskingForAnimation('en', 'Older job');
    const second = await jobAskingForAnimation('en', 'Newer job');
    await t.database.db
      .update(jobs)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(jobs.id, second.id));
    const res = await as(admin, 'GET', '/admin/job-descriptions?state=waiting&page=0');
    const ids = res.body.data.map((j: { _id: string }) => j._id);
    expect(ids[0]).toBe(second.id);
    expect(ids.indexOf(first.id)).toBeGreaterThan(0);
    const past = await as(admin, 'GET', '/admin/job-descriptions?page=1');
    expect(past.body).toEqual({
      success: true,
      count: res.body.count,
      count_capped: false,
      data: [],
    });
  });

  it('refuses an unknown state with its message', async () => {
    const res = await as(admin, 'GET', '/admin/job-descriptions?state=done');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please choose one of the options',
      errors: { state: 'Please choose one of the options' },
    });
  });
});

describe('PUT /admin/jobs/:id/descriptions (issue 12)', () => {
  it('puts both files on the job, audits it and tells the employer in Hindi', async () => {
    const { employer, id } = await jobAskingForAnimation('hi');
    const animatedId = await uploadAnimated(admin);
    const audioId = await uploadAudio(admin);
    const res = await as(admin, 'PUT', `/admin/jobs/${id}/descriptions`, {
      animated_file_id: animatedId,
      audio_file_id: audioId,
    });
    expect(res.status).toBe(200);
    const animatedUrl = `/api/file/public/animated_jd/${admin.id}/${animatedId}.mp4`;
    const audioUrl = `/api/file/public/audio/${admin.id}/${audioId}.mp3`;
    expect(res.body).toMatchObject({
      success: true,
      message: 'Job descriptions saved',
      data: {
        _id: id,
        job_title: 'Truck Driver (HMV)',
        animated_description: animatedUrl,
        audio_description: audioUrl,
      },
    });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ animatedDescription: animatedUrl, audioDescription: audioUrl });

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'job.descriptions',
      detail: {
        job_title: 'Truck Driver (HMV)',
        animated_file_id: animatedId,
        audio_file_id: audioId,
        animated_description: animatedUrl,
        audio_description: audioUrl,
      },
    });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, employer.id));
    expect(notes.map((n) => [n.notificationType, n.payload, n.data])).toEqual([
      [
        'JOB_DESCRIPTION_READY',
        'आपकी नौकरी Truck Driver (HMV) के ऑडियो और एनिमेटेड विवरण तैयार हैं। उम्मीदवार अब इन्हें चला सकते हैं।',
        { job_id: id },
      ],
    ]);

    // it leaves the waiting list for the delivered one
    const waiting = await as(admin, 'GET', '/admin/job-descriptions?state=waiting');
    expect(waiting.body.data.some((j: { _id: string }) => j._id === id)).toBe(false);
    const delivered = await as(admin, 'GET', '/admin/job-descriptions?state=delivered');
    expect(delivered.body.data.find((j: { _id: string }) => j._id === id)).toMatchObject({
      animated_description: animatedUrl,
      audio_description: audioUrl,
    });
  });

  it('gives any job an audio description alone; seekers and visitors get its address', async () => {
    const employer = await createEmployer(t.app);
    const id = await insertJob(t, employer.id, 0);
    const audioId = await uploadAudio(admin);
    const res = await as(admin, 'PUT', `/admin/jobs/${id}/descriptions`, {
      audio_file_id: audioId,
    });
    expect(res.status).toBe(200);
    const audioUrl = `/api/file/public/audio/${admin.id}/${audioId}.mp3`;
    expect(res.body.data).toMatchObject({
      audio_description: audioUrl,
      animated_description: null,
    });
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, employer.id),
          eq(notifications.notificationType, 'JOB_DESCRIPTION_READY'),
        ),
      );
    expect(note?.payload).toBe(
      'The audio description of your job Delivery Executive is ready. Job seekers can now play it.',
    );

    const visitor = await as(null, 'GET', `/fetch/job/${id}`);
    expect(visitor.body.data).toMatchObject({ audio_description: audioUrl });
    const seeker = await createOnboardedSeeker(t.app);
    const detail = await as(seeker, 'GET', `/job/fetch/detail/${id}`);
    expect(detail.body.data).toMatchObject({ audio_description: audioUrl });

    // the local store serves it as audio/mpeg, whole or by byte range (phones seek with ranges)
    const whole = await t.app.inject({ url: audioUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(MP3)).toBe(true);
    const part = await t.app.inject({ url: audioUrl, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${MP3.length}`);
    expect(part.rawPayload.equals(MP3.subarray(100, 200))).toBe(true);
    const past = await t.app.inject({ url: audioUrl, headers: { range: `bytes=${MP3.length}-` } });
    expect(past.statusCode).toBe(416);
  });

  it('serves an animated description as video/mp4', async () => {
    const { id } = await jobAskingForAnimation('en');
    const animatedId = await uploadAnimated(admin);
    const res = await as(admin, 'PUT', `/admin/jobs/${id}/descriptions`, {
      animated_file_id: animatedId,
    });
    const served = await t.app.inject({ url: res.body.data.animated_description });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(MP4)).toBe(true);
  });

  it('answers 401 without a token and 403 to anyone but an administrator', async () => {
    const { employer, id } = await jobAskingForAnimation('en');
    const body = { audio_file_id: await uploadAudio(admin) };
    const anonymous = await as(null, 'PUT', `/admin/jobs/${id}/descriptions`, body);
    expect(anonymous.status).toBe(401);
    const seeker = await signInSeeker(t.app);
    for (const token of [seeker.data.token, employer.token]) {
      const res = await as({ token }, 'PUT', `/admin/jobs/${id}/descriptions`, body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        code: 'FORBIDDEN',
        message: 'Only Kaamkaj administrators can do this',
      });
      const list = await as({ token }, 'GET', '/admin/job-descriptions');
      expect(list.status).toBe(403);
    }
    expect((await as(null, 'GET', '/admin/job-descriptions')).status).toBe(401);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.audioDescription).toBeNull();
  });

  it('answers 404 for a job that does not exist', async () => {
    const body = { audio_file_id: await uploadAudio(admin) };
    const res = await as(
      admin,
      'PUT',
      '/admin/jobs/0190a000-0000-7000-8000-000000000000/descriptions',
      body,
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Job not found' });
  });

  it('refuses a file of the wrong kind, naming the field, and changes nothing', async () => {
    const { employer, id } = await jobAskingForAnimation('en');
    const audioId = await uploadAudio(admin);
    const wrong = await as(admin, 'PUT', `/admin/jobs/${id}/descriptions`, {
      animated_file_id: audioId,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      success: false,
      code: 'FILE_CATEGORY',
      message:
        'animated_file_id must be an animated description video (mp4 or mpeg); this file was uploaded as audio',
      errors: {
        animated_file_id:
          'animated_file_id must be an animated description video (mp4 or mpeg); this file was uploaded as audio',
      },
    });
    const logo = await upload(t.app, admin, 'job_logo', PNG, 'image/png', 'logo.png');
    const logoAsAudio = await as(admin, 'PUT', `/admin/jobs/${id}/descriptions`, {
      audio_file_id: logo,
    });
    expect(logoAsAudio.body).toMatchObject({
      code: 'FILE_CATEGORY',
      message:
        'audio_file_id must be an audio description (mp3); this file was uploaded as job_logo',
    });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ animatedDescription: null, audioDescription: null });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, employer.id));
    expect(notes).toEqual([]);
  });

  it("refuses another user's file and a file not yet uploaded", async () => {
    const { employer, id } = await jobAskingForAnimation('en');
    const theirs = await upload(t.app, employer, 'audio', MP3, 'audio/mpeg', 'mine.mp3');
    const res = await as(admin, 'PUT', `/admin/jobs/${id}/descriptions`, { audio_file_id: theirs });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'FILE_NOT_FOUND',
      message: 'audio_file_id: no file of yours with this id',
      errors: { audio_file_id: 'audio_file_id: no file of yours with this id' },
    });
    const started = await call(t.app, {
      method: 'POST',
      url: `/api/file/${admin.id}/pre/upload`,
      token: admin.token,
      payload: {
        file_name: 'later.mp3',
        content_type: 'audio/mpeg',
        file_size: 1000,
        file_category: 'audio',
      },
    });
    const pending = await as(admin, 'PUT', `/admin/jobs/${id}/descriptions`, {
      audio_file_id: started.body.data.file_id,
    });
    expect(pending.body).toMatchObject({
      code: 'FILE_NOT_UPLOADED',
      message: 'audio_file_id: the upload is not confirmed',
    });
  });

  it('needs at least one file, and file ids that are ids', async () => {
    const { id } = await jobAskingForAnimation('en');
    const empty = await as(admin, 'PUT', `/admin/jobs/${id}/descriptions`, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please choose an animated or an audio description file',
    });
    const bad = await as(admin, 'PUT', `/admin/jobs/${id}/descriptions`, { audio_file_id: 'x' });
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid id',
      errors: { audio_file_id: 'Invalid id' },
    });
    const extra = await as(admin, 'PUT', `/admin/jobs/${id}/descriptions`, {
      audio_file_id: await uploadAudio(admin),
      audio_description: 'https://elsewhere.example/a.mp3',
    });
    expect(extra.status).toBe(400);
  });
});

describe('animated descriptions in the upload pipeline', () => {
  it('takes mp4 and mpeg up to 50 MB, and says so past it', async () => {
    const pre = (payload: object) =>
      call(t.app, {
        method: 'POST',
        url: `/api/file/${admin.id}/pre/upload`,
        token: admin.token,
        payload: { file_category: 'animated_jd', ...payload },
      });
    const ok = await pre({ file_name: 'a.mpeg', content_type: 'video/mpeg', file_size: 1000 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.fields.key).toBe(
      `public/animated_jd/${admin.id}/${ok.body.data.file_id}.mpeg`,
    );
    const big = await pre({
      file_name: 'a.mp4',
      content_type: 'video/mp4',
      file_size: 51 * 2 ** 20,
    });
    expect(big.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { file_size: 'File size should be less than 50 MB' },
    });
    const webm = await pre({ file_name: 'a.webm', content_type: 'video/webm', file_size: 1000 });
    expect(webm.body.errors).toEqual({ content_type: 'Please upload the correct format file.' });
  });
});

// the employer's company row is not needed for the queue: a left join
it('lists a job whose employer has no company details yet', async () => {
  const { employer, id } = await jobAskingForAnimation('en');
  await t.database.db.delete(companies).where(eq(companies.userId, employer.id));
  const res = await as(admin, 'GET', '/admin/job-descriptions');
  expect(res.body.data.find((j: { _id: string }) => j._id === id)).toMatchObject({
    contact_person_name: null,
    contact_person_number: null,
  });
});
