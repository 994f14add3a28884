import { istToday } from '@kaamkaj/domain';
import { eq, sql } from 'drizzle-orm';
import { call, latestOtp, type TestApp, uniqueIp } from '../../../test/helpers';
import { interviews, otpChallenges } from '../../platform/db/schema';
import { newId } from '../../platform/ids';

// Shared by the data-rights test files of this feature.

type Lang = 'hi' | 'en';
const langHeader = (lang?: Lang) => (lang ? { 'accept-language': lang } : {});

export const downloadMyData = (t: TestApp, token: string, lang?: Lang) =>
  call(t.app, { method: 'GET', url: '/api/user/v2/my-data', token, headers: langHeader(lang) });

/** The codes already sent to `destination` made two minutes older (past the 60 s resend wait). */
export async function ageCodes(t: TestApp, destination: string) {
  await t.database.db
    .update(otpChallenges)
    .set({ createdAt: sql`${otpChallenges.createdAt} - interval '2 minutes'` })
    .where(eq(otpChallenges.destination, destination));
}

export async function askDeleteCode(t: TestApp, token: string, destination: string, lang?: Lang) {
  await ageCodes(t, destination);
  return call(t.app, {
    method: 'POST',
    url: '/api/user/v2/delete-account/code',
    token,
    headers: langHeader(lang),
    remoteAddress: uniqueIp(),
  });
}

export const confirmDelete = (t: TestApp, token: string, payload: object, lang?: Lang) =>
  call(t.app, {
    method: 'POST',
    url: '/api/user/v2/delete-account',
    token,
    payload,
    headers: langHeader(lang),
    remoteAddress: uniqueIp(),
  });

/** Both steps with the right code; answers the confirm call. */
export async function deleteAccount(t: TestApp, who: { token: string }, destination: string) {
  const sent = await askDeleteCode(t, who.token, destination);
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  return confirmDelete(t, who.token, { code: await latestOtp(t.app, destination) });
}

/** An interview written straight to the database, `days` from today (negative: past). */
export async function storedInterview(
  t: TestApp,
  o: { jobId: string; seekerId: string; recruiterId: string; seekerName: string; days: number },
) {
  const at = new Date(Date.now() + o.days * 86_400_000);
  const id = newId();
  await t.database.db.insert(interviews).values({
    id,
    jobId: o.jobId,
    seekerId: o.seekerId,
    recruiterId: o.recruiterId,
    title: 'Delivery Executive',
    seekerName: o.seekerName,
    date: istToday(at),
    startTime: '11.00',
    endTime: '12.00',
    endsAt: at,
    location: 'Udyog Vihar gate 2',
    district: 'hr-gurugram',
    contactPerson: '9811122233',
  });
  return id;
}

/** Every key of a JSON value, at any depth. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  }
  return [];
}
