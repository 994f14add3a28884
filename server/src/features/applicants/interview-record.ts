import {
  type Interview,
  type InterviewStatus,
  interviewExpired,
  placeNames,
} from '@kaamkaj/domain';
import type { interviews, jobs } from '../../platform/db/schema';

// An interview as the API answers it, and what a reschedule compares (interviews.service.ts).

export type InterviewRow = typeof interviews.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;

/** spec 000 §3.6, spec 001 §3: an interview as read back, with its job's title and company. */
export function toInterview(row: InterviewRow, job: Pick<JobRow, 'jobTitle' | 'companyName'>) {
  const value: Interview = {
    _id: row.id,
    job_id: row.jobId,
    seeker_id: row.seekerId,
    title: row.title,
    contact_person: row.contactPerson,
    status: row.status as InterviewStatus,
    expired: interviewExpired({ date: row.date, end_time: row.endTime }),
    date: row.date,
    start_time: row.startTime,
    end_time: row.endTime,
    location: row.location,
    district: row.district,
    district_name: placeNames(row.district),
    description: row.description,
    req_docs: row.reqDocs,
    company_name: job.companyName,
    job_title: job.jobTitle,
  };
  return value;
}

type Schedule = Pick<
  InterviewRow,
  | 'title'
  | 'date'
  | 'startTime'
  | 'endTime'
  | 'location'
  | 'district'
  | 'contactPerson'
  | 'description'
  | 'reqDocs'
>;
/** Whether a reschedule repeats what is already stored and still unanswered (a double tap). */
export function sameSchedule(row: InterviewRow | undefined, next: Schedule) {
  if (row?.status !== 'pending') return false;
  return (
    row.date === next.date &&
    row.startTime === next.startTime &&
    row.endTime === next.endTime &&
    row.location === next.location &&
    row.district === next.district &&
    row.title === next.title &&
    row.contactPerson === next.contactPerson &&
    row.description === next.description &&
    JSON.stringify(row.reqDocs) === JSON.stringify(next.reqDocs)
  );
}
