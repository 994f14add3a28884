import { readFileSync, writeFileSync } from 'node:fs';
import { inject } from 'vitest';
import { baseURL, otpFor } from './browser';

// Setting up a journey through the HTTP API: the parts other journeys already walk in the browser.

type Body = Record<string, unknown>;

export async function api<T = Body>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

function must<T>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export type Session = {
  _id: string;
  token: string;
  refresh_token: string;
  role: number;
  profile_status: number;
};

/** A seeker signed in by OTP (spec 000 §2.3). */
export async function seekerSession(contact: string): Promise<Session> {
  must(await api('POST', '/login/user', { body: { contact, opt_in: true, tnc: true } }), 'login');
  const otp = await otpFor(contact);
  const body = must(
    await api<{ data: Session }>('POST', '/login/confirm', { body: { contact, otp } }),
    'confirm',
  );
  return body.data;
}

/** An employer signed in by e-mail OTP (spec 001 §2 /recruiter). */
export async function employerSession(email: string): Promise<Session> {
  must(
    await api('POST', '/login/v2', {
      body: { user_name: email, login_type: 'email', opt_in: true, tnc: true },
    }),
    'login',
  );
  const otp = await otpFor(email);
  const body = must(
    await api<{ data: Session }>('POST', '/login/v2/confirm', {
      body: { user_name: email, login_type: 'email', otp, lead_source: 'e2e' },
    }),
    'confirm',
  );
  return body.data;
}

/** The demo superadmin (server/src/demo/seed.ts). */
export const DEMO_ADMIN_EMAIL = 'admin@kaamkaj.in';
// Younger than the access token's 15 minutes by more than any journey takes.
const SHARED_ADMIN_MS = 10 * 60_000;

/**
 * The demo admin, signed in once and shared by the journeys that need one (kept in a file global
 * setup names). A sign-in code can be asked for once a minute per address (OTP_RESEND_SECONDS):
 * two journeys signing the admin in each, run back to back (vitest runs a file that failed
 * before first), met the 429 "Please wait 20 seconds before asking for a new OTP".
 */
export async function adminSession(): Promise<Session> {
  const file = inject('adminSessionFile');
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { at: number; session: Session };
    if (Date.now() - kept.at < SHARED_ADMIN_MS) return kept.session;
  } catch {
    // none kept yet
  }
  const session = await employerSession(DEMO_ADMIN_EMAIL);
  writeFileSync(file, JSON.stringify({ at: Date.now(), session }));
  return session;
}

/**
 * issue 15 item 6: a mobile (or e-mail) an employer adds to the account is proven by the code
 * sent to it before the company details can keep it.
 */
export async function proveContact(
  token: string,
  body: { contact: string } | { email: string },
): Promise<void> {
  must(await api('POST', '/user/v2/contact/code', { token, body }), 'contact code');
  const otp = await otpFor('contact' in body ? body.contact : body.email);
  must(await api('POST', '/user/v2/contact/verify', { token, body: { ...body, otp } }), 'verify');
}

/** A new seeker with basic details and a driver interest, in the given language. */
export async function onboardedSeeker(contact: string, name: string, lang: 'hi' | 'en') {
  const s = await seekerSession(contact);
  must(
    await api('POST', '/user/basicdetail', {
      token: s.token,
      body: {
        name,
        gender: 1,
        age: 1,
        qualification: 2,
        technical_cert: { cert: 'iti', branch: 'electrician' },
        experience: 2,
        address_home: 'up-lucknow',
      },
    }),
    'basic details',
  );
  must(
    await api('PUT', '/user/v2/profile', {
      token: s.token,
      body: {
        _id: s._id,
        lang,
        job_intrested: [{ job_category: 'driver', skills: ['lmv-licence'] }],
      },
    }),
    'job interests',
  );
  return s;
}
