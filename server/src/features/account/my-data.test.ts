import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../../test/employer';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { applicant, employerWithOpenJob } from '../../../test/pipeline';
import { uploadFile } from '../../../test/seeker';
import { otpChallenges } from '../../platform/db/schema';
import { createAgent, enrol } from '../saarthi/test-support';
import { downloadMyData, keysOf } from './test-support';

// issue 15 item 9 (DPDP Act 2023 §11): "Download my data".
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const SECRET_KEY = /hash|token|sealed|secret|otp|password/i;

describe('GET /api/user/v2/my-data', () => {
  it('gives a seeker their account, profile, files and applications as a JSON download', async () => {
    const { employer, jobId } = await employerWithOpenJob(t);
    const seeker = await applicant(t, jobId);
    await uploadFile(t.app, seeker, 'profile_pic', PNG, 'image/png', 'my-photo.png');

    const res = await downloadMyData(t, seeker.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kaamkaj-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body;
    expect(data.account).toMatchObject({
      id: seeker.id,
      name: 'Ravi Kumar',
      mobile: seeker.contact,
    });
    expect(data.consent.terms_version).toEqual(expect.any(String));
    expect(data.profile.job_intrested).toEqual([
      { job_category: 'driver', skills: ['lmv-licence'] },
    ]);
    expect(data.applications).toEqual([
      expect.objectContaining({
        job_id: jobId,
        job_title: 'Delivery Executive',
        company_name: 'Sharma Logistics',
        status: 'Applied',
      }),
    ]);
    expect(data.files).toEqual([
      expect.objectContaining({ category: 'profile_pic', name: 'my-photo.png' }),
    ]);
    expect(data.sign_ins[0]).toEqual(
      expect.objectContaining({ started_at: expect.any(String), ended_at: null }),
    );
    expect(data.audit.map((a: { action: string }) => a.action)).toContain('application.applied');
    expect(employer.id).not.toBe(seeker.id);
  });

  it('holds no code or token hash, nor any other secret', async () => {
    const { jobId } = await employerWithOpenJob(t);
    const seeker = await applicant(t, jobId);
    const res = await downloadMyData(t, seeker.token);
    expect(keysOf(res.body).filter((k) => SECRET_KEY.test(k))).toEqual([]);
    const [challenge] = await t.database.db
      .select({ hash: otpChallenges.codeHash })
      .from(otpChallenges)
      .where(eq(otpChallenges.destination, seeker.contact));
    expect(challenge?.hash).toBeTruthy();
    expect(JSON.stringify(res.body)).not.toContain(challenge?.hash);
    expect(JSON.stringify(res.body)).not.toContain(seeker.refresh_token);
  });

  it("gives an employer their jobs and applicant counts, never the applicants' data", async () => {
    const { employer, jobId } = await employerWithOpenJob(t);
    const seeker = await applicant(t, jobId);
    const res = await downloadMyData(t, employer.token);
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ id: employer.id, email: employer.email });
    expect(res.body.company).toMatchObject({ company_name: 'Sharma Logistics Pvt Ltd' });
    expect(res.body.jobs).toEqual([
      expect.objectContaining({ id: jobId, job_title: 'Delivery Executive', applicants: 1 }),
    ]);
    // the JOB_APPLIED notification is listed, without its text that names the seeker
    expect(res.body.notifications).toEqual([
      expect.objectContaining({ type: 'JOB_APPLIED', text: null }),
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('Ravi Kumar');
    expect(text).not.toContain(seeker.contact);
    expect(text).not.toContain(seeker.id);
  });

  it("gives a Saarthi their code and how many they registered, not those seekers' data", async () => {
    const agent = await createAgent(t);
    expect((await enrol(t, agent, { name: 'Shyam Lal' })).status).toBe(200);
    const res = await downloadMyData(t, agent.token);
    expect(res.status).toBe(200);
    expect(res.body.saarthi).toMatchObject({ code: agent.code, job_seekers_registered: 1 });
    expect(res.body.account).toMatchObject({ name: 'Geeta Kumari', mobile: agent.contact });
    expect(JSON.stringify(res.body)).not.toContain('Shyam Lal');
  });

  it('asks for a sign-in, and allows five downloads an hour (in the reader language)', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/user/v2/my-data' })).status).toBe(401);
    const { jobId } = await employerWithOpenJob(t);
    const seeker = await applicant(t, jobId);
    for (let i = 0; i < 5; i += 1) {
      expect((await downloadMyData(t, seeker.token)).status).toBe(200);
    }
    const en = await downloadMyData(t, seeker.token, 'en');
    expect(en.status).toBe(429);
    expect(en.body).toMatchObject({
      code: 'DATA_EXPORT_LIMIT',
      message: 'You can download your data 5 times an hour. Please try again later.',
    });
    expect(Number(en.headers['retry-after'])).toBeGreaterThan(0);
    const hi = await downloadMyData(t, seeker.token, 'hi');
    expect(hi.body.message).toBe(
      'आप अपना डेटा एक घंटे में 5 बार डाउनलोड कर सकते हैं। कृपया बाद में फिर कोशिश करें।',
    );
  });
});
