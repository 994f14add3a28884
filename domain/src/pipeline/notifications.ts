// Notifications (spec 000 §2.12, §4 "Notification targets"; spec 001 §4 "Notification click").
// The server writes the text in the recipient's language; the web app navigates by the target.
import { adminReasonIn } from '../admin/admin-reasons';
import { ROLE } from '../common/roles';
import { clockText } from './interviews';

export const NOTIFICATION_TYPES = [
  'JOB_POST',
  'JOB_APPLIED',
  'JOB_DESCRIPTION_READY',
  'APPLY_LATER',
  'INTERVIEW_SHORTLISTED',
  'INTERVIEW_CONFIRM',
  'INTERVIEW_DENIED',
  'INTERVIEW_NOT_SHORTLISTED',
  'JOB_HIRED',
  'JOB_NOT_HIRED',
  'INCOMPLETE_PROFILE',
  'INACTIVE',
  'PLAN_PURCHASED',
  'JOB_INVITE',
  'JOB_JOINED',
  'JOB_NOT_JOINED',
  'SAARTHI_HELP',
  // issue 15 item 9: a future interview ended because the other side deleted their account
  'INTERVIEW_CANCELLED',
  // an administrator's decision on the company's verification or an e-mail change (spec 001 §6)
  'VERIFICATION_APPROVED',
  'VERIFICATION_DECLINED',
  'EMAIL_CHANGE_APPROVED',
  'EMAIL_CHANGE_DECLINED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

export type NotificationTarget = { path: string; tab?: number };

const JOBS: NotificationTarget = { path: '/jobs' };

const SEEKER_TARGETS: Partial<Record<NotificationType, NotificationTarget>> = {
  INCOMPLETE_PROFILE: { path: '/profile' },
  JOB_POST: { path: '/jobs' },
  JOB_APPLIED: { path: '/dashboard', tab: 0 },
  APPLY_LATER: { path: '/dashboard', tab: 1 },
  INTERVIEW_SHORTLISTED: { path: '/dashboard', tab: 3 },
  JOB_HIRED: { path: '/dashboard', tab: 3 },
  INTERVIEW_CONFIRM: { path: '/dashboard', tab: 2 },
  JOB_NOT_HIRED: { path: '/dashboard', tab: 4 },
  // issue 14 item 16: a hire's joining, told where the hire is shown
  JOB_JOINED: { path: '/dashboard', tab: 3 },
  JOB_NOT_JOINED: { path: '/dashboard', tab: 3 },
  // issue 13: a Saarthi of the seeker's district offers to help finish the profile
  SAARTHI_HELP: { path: '/profile' },
  PLAN_PURCHASED: { path: '/profile' },
};

const EMPLOYER_TARGETS: Partial<Record<NotificationType, NotificationTarget>> = {
  INACTIVE: { path: '/jobs' },
  JOB_POST: { path: '/dashboard' },
  JOB_DESCRIPTION_READY: { path: '/dashboard' },
  JOB_APPLIED: { path: '/dashboard' },
  INTERVIEW_SHORTLISTED: { path: '/dashboard' },
  JOB_HIRED: { path: '/dashboard' },
  INTERVIEW_CONFIRM: { path: '/dashboard' },
  INCOMPLETE_PROFILE: { path: '/profile' },
  // issue 12: a bought plan leads to the post form, where the new allowance is used
  PLAN_PURCHASED: { path: '/jobs' },
  // an administrator's decision: the jobs now live; the form to send again (spec 001 §4 "The
  // form re-opens"); the account's e-mail
  VERIFICATION_APPROVED: { path: '/dashboard' },
  VERIFICATION_DECLINED: { path: '/companyverification' },
  EMAIL_CHANGE_APPROVED: { path: '/profile' },
  EMAIL_CHANGE_DECLINED: { path: '/profile' },
};

/**
 * Where a click on a notification leads (spec 000 §4, spec 001 §4), or null for no navigation
 * (INTERVIEW_NOT_SHORTLISTED and INTERVIEW_DENIED, and any type without a target for the role).
 */
export function notificationTarget(
  type: string,
  role: number,
  data?: Record<string, unknown> | null,
): NotificationTarget | null {
  // issue 14 item 12: an invitation opens the job itself, where the seeker can apply
  if (type === 'JOB_INVITE' && role === ROLE.SEEKER) {
    const jobId = data?.job_id;
    return typeof jobId === 'string' ? { path: `/job?id=${encodeURIComponent(jobId)}` } : JOBS;
  }
  const table = role === ROLE.SEEKER ? SEEKER_TARGETS : EMPLOYER_TARGETS;
  return table[type as NotificationType] ?? null;
}

export type NotificationVars = {
  job_title?: string;
  company_name?: string;
  seeker_name?: string;
  date?: string;
  start_time?: string;
  location?: string;
  count?: number;
  /** Which description was delivered (JOB_DESCRIPTION_READY). */
  media?: keyof typeof MEDIA_EN | 'both';
  /** A plan's name in each language (PLAN_PURCHASED). */
  plan_name?: string;
  plan_name_hi?: string;
  /** The Saarthi who offers help, and their district in each language (SAARTHI_HELP). */
  saarthi_name?: string;
  saarthi_contact?: string;
  district_en?: string;
  district_hi?: string;
  /** An administrator's reason, as they sent it (a declined verification or e-mail change, a
   * deactivated job); a common one is shown in the reader's language (adminReasonIn). */
  reason?: string;
  /** The new e-mail address (EMAIL_CHANGE_APPROVED). */
  email?: string;
};

type Texts = Record<
  NotificationType,
  { en: (v: NotificationVars) => string; hi: (v: NotificationVars) => string }
>;

const job = (v: NotificationVars) => v.job_title ?? '';
const reason = (v: NotificationVars) => v.reason ?? '';
const company = (v: NotificationVars) => v.company_name ?? '';
const seekerEn = (v: NotificationVars) => v.seeker_name?.trim() || 'A job seeker';
const seekerHi = (v: NotificationVars) => v.seeker_name?.trim() || 'एक उम्मीदवार';
const MEDIA_EN = { audio: 'audio', animated: 'animated' } as const;
const MEDIA_HI = { audio: 'ऑडियो', animated: 'एनिमेटेड' } as const;

/** Every notification's text in both languages, filled from the event's values. */
export const NOTIFICATION_TEXTS: Texts = {
  JOB_POST: {
    en: (v) => `New job for you: ${job(v)} at ${company(v)}`,
    hi: (v) => `आपके लिए नई नौकरी: ${company(v)} में ${job(v)}`,
  },
  JOB_APPLIED: {
    en: (v) => `${seekerEn(v)} applied for ${job(v)}`,
    hi: (v) => `${seekerHi(v)} ने ${job(v)} के लिए आवेदन किया`,
  },
  JOB_DESCRIPTION_READY: {
    en: (v) =>
      v.media === 'both'
        ? `The audio and animated descriptions of your job ${job(v)} are ready. Job seekers can now play them.`
        : `The ${MEDIA_EN[v.media ?? 'audio']} description of your job ${job(v)} is ready. Job seekers can now play it.`,
    hi: (v) =>
      v.media === 'both'
        ? `आपकी नौकरी ${job(v)} के ऑडियो और एनिमेटेड विवरण तैयार हैं। उम्मीदवार अब इन्हें चला सकते हैं।`
        : `आपकी नौकरी ${job(v)} का ${MEDIA_HI[v.media ?? 'audio']} विवरण तैयार है। उम्मीदवार अब इसे चला सकते हैं।`,
  },
  APPLY_LATER: {
    en: (v) => `You saved ${job(v)} at ${company(v)}. Apply now before it closes.`,
    hi: (v) => `आपने ${company(v)} की ${job(v)} नौकरी सेव की थी। बंद होने से पहले अभी आवेदन करें।`,
  },
  INTERVIEW_SHORTLISTED: {
    en: (v) => `Congratulations! You are shortlisted for ${job(v)} at ${company(v)}`,
    hi: (v) => `बधाई हो! आप ${company(v)} की ${job(v)} नौकरी के लिए शॉर्टलिस्ट हुए हैं`,
  },
  INTERVIEW_CONFIRM: {
    en: (v) =>
      v.seeker_name
        ? `${v.seeker_name} accepted the interview for ${job(v)} on ${v.date ?? ''}`
        : `Interview scheduled for ${job(v)} at ${company(v)} on ${v.date ?? ''} at ${v.start_time ?? ''}`,
    hi: (v) =>
      v.seeker_name
        ? `${v.seeker_name} ने ${v.date ?? ''} को ${job(v)} का इंटरव्यू स्वीकार किया`
        : `${company(v)} की ${job(v)} नौकरी का इंटरव्यू ${v.date ?? ''} को ${v.start_time ?? ''} बजे तय हुआ है`,
  },
  INTERVIEW_DENIED: {
    en: (v) => `${seekerEn(v)} will not attend the interview for ${job(v)} on ${v.date ?? ''}`,
    hi: (v) => `${seekerHi(v)} ${v.date ?? ''} को ${job(v)} के इंटरव्यू में नहीं आएंगे`,
  },
  INTERVIEW_NOT_SHORTLISTED: {
    en: (v) => `Your application for ${job(v)} at ${company(v)} was not shortlisted`,
    hi: (v) => `${company(v)} की ${job(v)} नौकरी के लिए आपका आवेदन शॉर्टलिस्ट नहीं हुआ`,
  },
  JOB_HIRED: {
    en: (v) => `Congratulations! You are hired for ${job(v)} at ${company(v)}`,
    hi: (v) => `बधाई हो! ${company(v)} ने आपको ${job(v)} के लिए नौकरी पर रखा है`,
  },
  JOB_NOT_HIRED: {
    en: (v) => `You were not selected for ${job(v)} at ${company(v)}. Keep applying!`,
    hi: (v) => `${company(v)} की ${job(v)} नौकरी के लिए आपका चयन नहीं हुआ। आवेदन करते रहें!`,
  },
  JOB_JOINED: {
    en: (v) =>
      `${company(v)} has noted that you joined as ${job(v)}. Best wishes for your new work!`,
    hi: (v) =>
      `${company(v)} ने दर्ज किया है कि आपने ${job(v)} का काम शुरू कर दिया है। नए काम के लिए शुभकामनाएँ!`,
  },
  SAARTHI_HELP: {
    en: (v) =>
      `${v.saarthi_name ?? ''}, a Kaamkaj Saarthi in ${v.district_en ?? ''}, can help you complete your profile for free. Call or WhatsApp ${v.saarthi_contact ?? ''}.`,
    hi: (v) =>
      `${v.saarthi_name ?? ''}, ${v.district_hi ?? ''} के काम-काज सारथी, आपकी प्रोफ़ाइल पूरी करने में मुफ़्त मदद कर सकते हैं। ${v.saarthi_contact ?? ''} पर फ़ोन या WhatsApp करें।`,
  },
  JOB_NOT_JOINED: {
    en: (v) =>
      `${company(v)} has noted that you did not join as ${job(v)}. If this is wrong, please call the employer.`,
    hi: (v) =>
      `${company(v)} ने दर्ज किया है कि आपने ${job(v)} का काम शुरू नहीं किया। अगर यह गलत है, तो कंपनी को फ़ोन करें।`,
  },
  // To the seeker (company_name given) when the employer closed their account; to the employer
  // (without the seeker's name: it is deleted) when the seeker did.
  INTERVIEW_CANCELLED: {
    en: (v) =>
      v.company_name
        ? `Your interview for ${job(v)} at ${company(v)} on ${v.date ?? ''} is cancelled: the employer has closed their Kaamkaj account.`
        : `The interview for ${job(v)} on ${v.date ?? ''} is cancelled: the job seeker has deleted their Kaamkaj account.`,
    hi: (v) =>
      v.company_name
        ? `${company(v)} की ${job(v)} नौकरी का ${v.date ?? ''} का इंटरव्यू रद्द हो गया है: नियोक्ता ने अपना काम-काज खाता बंद कर दिया है।`
        : `${v.date ?? ''} को ${job(v)} का इंटरव्यू रद्द हो गया है: उम्मीदवार ने अपना काम-काज खाता हटा दिया है।`,
  },
  INCOMPLETE_PROFILE: {
    en: () => 'Your profile is incomplete. Complete it to get better jobs.',
    hi: () => 'आपकी प्रोफ़ाइल अधूरी है। बेहतर नौकरियाँ पाने के लिए इसे पूरा करें।',
  },
  // With a job_title: an administrator deactivated that job (spec 001 §4 "Job status 4" text);
  // without: the monthly sweep's nudge to an employer who has not posted for 30 days.
  INACTIVE: {
    en: (v) =>
      v.job_title
        ? `Your job ${job(v)} is deactivated.${v.reason ? ` Reason: ${reason(v)}.` : ''} Please proceed to post new job.`
        : 'You have not posted a job for a while. Post a job to find staff quickly.',
    hi: (v) =>
      v.job_title
        ? `आपकी नौकरी ${job(v)} बंद कर दी गई है।${v.reason ? ` कारण: ${reason(v)}।` : ''} कृपया नई नौकरी पोस्ट करें।`
        : 'आपने काफ़ी समय से कोई नौकरी पोस्ट नहीं की है। जल्दी स्टाफ़ पाने के लिए नौकरी पोस्ट करें।',
  },
  VERIFICATION_APPROVED: {
    en: () => 'Your company is verified. Your pending jobs are now live.',
    hi: () => 'आपकी कंपनी सत्यापित हो गई है। आपकी रुकी हुई नौकरियाँ अब लाइव हैं।',
  },
  VERIFICATION_DECLINED: {
    en: (v) => `Your verification is declined due to ${reason(v)}.`,
    hi: (v) => `${reason(v)} के कारण आपकी कंपनी का सत्यापन नहीं हुआ।`,
  },
  EMAIL_CHANGE_APPROVED: {
    en: (v) => `Your e-mail address is now ${v.email ?? ''}`,
    hi: (v) => `आपका ई-मेल पता अब ${v.email ?? ''} है`,
  },
  EMAIL_CHANGE_DECLINED: {
    en: (v) => `Your e-mail change request is declined due to ${reason(v)}.`,
    hi: (v) => `${reason(v)} के कारण आपका ई-मेल बदलने का अनुरोध स्वीकार नहीं हुआ।`,
  },
  JOB_INVITE: {
    en: (v) => `${company(v)} invites you to apply for ${job(v)}. Open the job to apply.`,
    hi: (v) =>
      `${company(v)} ने आपको ${job(v)} की नौकरी के लिए आवेदन करने का न्योता भेजा है। नौकरी खोलकर आवेदन करें।`,
  },
  PLAN_PURCHASED: {
    en: (v) =>
      `Payment successful! Your ${v.plan_name ?? ''} plan is active until ${v.date ?? ''}.`,
    hi: (v) =>
      `भुगतान सफल! आपका ${v.plan_name_hi ?? v.plan_name ?? ''} प्लान ${v.date ?? ''} तक चालू है।`,
  },
};

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  // as the web app's Intl hi-IN dates write them
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
};

/** "2026-11-22" as "22 Nov 2026" (or "22 नव॰ 2026"); anything else as it is. */
export function readableDate(date: string, lang: 'hi' | 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  return `${Number(m[3])} ${MONTHS[lang][Number(m[2]) - 1] ?? m[2]} ${m[1]}`;
}

/** The text of a notification in the recipient's language (Hindi when lang is 'hi'). */
export function notificationText(
  type: NotificationType,
  lang: string | null | undefined,
  vars: NotificationVars = {},
): string {
  const texts = NOTIFICATION_TEXTS[type];
  const language = lang === 'hi' ? 'hi' : 'en';
  const shown: NotificationVars = {
    ...vars,
    date: vars.date && readableDate(vars.date, language),
    start_time: vars.start_time && clockText(vars.start_time, language),
    reason: adminReasonIn(vars.reason, language),
  };
  return texts[language](shown);
}

/** The notification a seeker gets when an employer moves their application to `status`. */
export const SEEKER_STATUS_NOTIFICATION: Partial<Record<string, NotificationType>> = {
  Shortlisted: 'INTERVIEW_SHORTLISTED',
  Selected: 'INTERVIEW_CONFIRM',
  Hired: 'JOB_HIRED',
};

/**
 * Which notification a seeker gets for a status change made by the employer: Rejected from
 * Selected is JOB_NOT_HIRED, Rejected from Applied or Shortlisted INTERVIEW_NOT_SHORTLISTED.
 */
export function statusChangeNotification(from: string, to: string): NotificationType | null {
  if (to === 'Rejected') return from === 'Selected' ? 'JOB_NOT_HIRED' : 'INTERVIEW_NOT_SHORTLISTED';
  return SEEKER_STATUS_NOTIFICATION[to] ?? null;
}

/** spec 000 §2.12: the wrapper's line for an Applied notification. */
export const APPLIED_WRAPPER_MESSAGE = 'Get contact number of the applicants after shortlisting';
