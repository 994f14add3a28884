// Interviews (spec 001 §3 "Interview payload", §4 "Scheduling", §5 "Interview form", §9;
// spec 000 §2.8 Interview tab, §4). Times are "HH.mm" in India time (IST, UTC+05:30).
// The forms' schemas are in interviews.schemas.ts: a screen that shows interviews loads no zod.
import type { CodeTable } from '../reference/codes';
import type { Lang } from '../reference/labels';

export const INTERVIEW_EARLIEST = '08.00';
export const INTERVIEW_LATEST = '20.00';
export const INTERVIEW_LOCATION_MAX = 100;
export const INTERVIEW_SEEKER_NAME_MAX = 25;
export const INTERVIEW_TITLE_MAX = 40;
export const INTERVIEW_DESCRIPTION_MAX = 500;
export const INTERVIEW_DOC_MIN = 2;
export const INTERVIEW_DOC_MAX = 40;

/**
 * spec 001 §9: the default documents, offered unchecked. They travel and are stored by their
 * English names; screens show the label in their language, and an added name as it was typed.
 */
export const INTERVIEW_DOCUMENTS = {
  'Educational certificate': { en: 'Educational certificate', hi: 'शैक्षणिक प्रमाणपत्र' },
  'Personal Id Proof': { en: 'Personal Id Proof', hi: 'पहचान पत्र' },
  'Experience document (if any)': {
    en: 'Experience document (if any)',
    hi: 'अनुभव का दस्तावेज़ (अगर हो)',
  },
  'Driving licence': { en: 'Driving licence', hi: 'ड्राइविंग लाइसेंस' },
} as const satisfies CodeTable;
export const DEFAULT_INTERVIEW_DOCUMENTS = Object.keys(
  INTERVIEW_DOCUMENTS,
) as (keyof typeof INTERVIEW_DOCUMENTS)[];

/** Interview status: pending until the seeker answers (spec 000 §4). */
export const INTERVIEW_STATUSES = ['pending', 'Accept', 'Not Accept'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_ANSWERS = ['Accept', 'Not Accept'] as const;
export type InterviewAnswer = (typeof INTERVIEW_ANSWERS)[number];

const TIME = /^([01]\d|2[0-3])[.:]([0-5]\d)$/;

/** Minutes after midnight of "HH.mm" (or "HH:mm"), or null. */
export function timeToMinutes(value: string): number | null {
  const m = TIME.exec(value.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}.${String(m).padStart(2, '0')}`;
}

// The parts of the day Hindi names a clock time by (CLDR's flexible day periods for hi, as
// Intl writes them with dayPeriod 'short'): "सुबह 10:30", "दोपहर 2:00", "शाम 6:00", "रात 9:00".
// Hindi readers do not read "am" and "pm", which Intl's plain hi-IN time gives.
function hindiDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return 'सुबह';
  if (hour >= 12 && hour < 16) return 'दोपहर';
  if (hour >= 16 && hour < 20) return 'शाम';
  return 'रात';
}

/** A clock time ("HH.mm", India time) as the language reads it: "2:30 pm" / "दोपहर 2:30". */
export function clockText(time: string, lang: Lang): string {
  const minutes = timeToMinutes(time);
  if (minutes === null) return time;
  const hour = Math.floor(minutes / 60);
  const clock = `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')}`;
  return lang === 'hi' ? `${hindiDayPart(hour)} ${clock}` : `${clock} ${hour < 12 ? 'am' : 'pm'}`;
}

/** spec 001 §5: the end time is set to one hour after a changed start time (capped at 20.00). */
export function defaultEndTime(start: string): string | null {
  const minutes = timeToMinutes(start);
  if (minutes === null) return null;
  return minutesToTime(Math.min(minutes + 60, timeToMinutes(INTERVIEW_LATEST) as number));
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's date in India as YYYY-MM-DD. */
export function istToday(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a date (YYYY-MM-DD) and time ("HH.mm") in India. */
export function istInstant(date: string, time: string): Date {
  const minutes = timeToMinutes(time) ?? 0;
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 - IST_OFFSET_MS);
}

/** spec 000 §4: an interview is Expired once the current time is past its end time. */
export function interviewExpired(i: { date: string; end_time: string }, now = new Date()): boolean {
  return now.getTime() > istInstant(i.date, i.end_time).getTime();
}

/** spec 000 §4: Accept or Not Accept only while pending and not expired. */
export function canAnswerInterview(
  i: { status: string; date: string; end_time: string },
  now = new Date(),
): boolean {
  return i.status === 'pending' && !interviewExpired(i, now);
}

/** The key a document name is compared by for duplicates. */
export const docKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** An interview as read back (spec 001 §3, spec 000 §3.6), plus the job it belongs to. */
export type Interview = {
  _id: string;
  job_id: string;
  seeker_id: string;
  title: string;
  contact_person: string;
  status: InterviewStatus;
  expired: boolean;
  date: string;
  start_time: string;
  end_time: string;
  location: string;
  district: string;
  /** `district` with its state in both languages (placeNames): no district list needed */
  district_name: Record<Lang, string>;
  description: string | null;
  req_docs: string[];
  company_name: string;
  job_title: string;
};
