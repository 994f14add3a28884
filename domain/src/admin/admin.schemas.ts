import { z } from 'zod';
import { Id, requiredText } from '../common/fields';
import { ADMIN_REASON_MAX } from './admin-reasons';

/** An administrator's reason, as the employer will read it (domain ADMIN_REASONS). */
const ReasonText = z.string().trim().max(ADMIN_REASON_MAX, { error: 'reasonMax' });

/** An admin's decision on a verification or an e-mail change; a decline needs a reason. */
export const DecisionBody = z
  .object({
    decision: z.enum(['approve', 'decline'], { error: 'invalidChoice' }),
    reason: ReasonText.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.decision === 'decline' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'reasonRequired' });
    }
  });
export type DecisionBody = z.infer<typeof DecisionBody>;

/** PUT /admin/jobs/:id/deactivate: the reason is optional (spec 001 §4 "Job status 4"). */
export const DeactivateJobBody = z.object({ reason: ReasonText.optional() }).strict().optional();

/**
 * Whether `body` is the decision already recorded (status Approved or Declined, and a decline's
 * reason): the same tap made again after its answer was lost, or by a second admin at the same
 * moment. It is answered as done, changing nothing and telling no one twice; any other decision
 * on a decided request is still refused.
 */
export function decisionMade(status: string, reason: string | null, body: DecisionBody): boolean {
  if (body.decision === 'approve') return status === 'Approved';
  return status === 'Declined' && reason === (body.reason ?? null);
}

const LabelText = requiredText('required').max(60, { error: 'labelMax' });
const SkillEntry = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, { error: 'slugInvalid' })
    .optional(),
  en: LabelText,
  hi: LabelText,
});

/** A job category and its skills, as an admin edits them. */
export const CategoryBody = z
  .object({
    name_en: LabelText,
    name_hi: LabelText,
    icon: requiredText('required').max(16, { error: 'labelMax' }),
    skills: z.array(SkillEntry).min(1, { error: 'skillsRequired' }).max(20),
    is_active: z.boolean({ error: 'booleanInvalid' }).default(true),
  })
  .strict()
  .superRefine((body, ctx) => {
    const names = body.skills.map((s) => s.en.toLowerCase());
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['skills'], message: 'jobSkillDuplicate' });
    }
  });
export type CategoryBody = z.infer<typeof CategoryBody>;

/**
 * PUT /admin/jobs/:id/descriptions (issue 12): the produced animated description (an
 * `animated_jd` video) and / or the spoken one (an `audio` file), each uploaded by the admin
 * through the file pipeline first.
 */
export const JobDescriptionsBody = z
  .object({
    animated_file_id: Id.optional(),
    audio_file_id: Id.optional(),
  })
  .strict()
  .refine((body) => body.animated_file_id || body.audio_file_id, {
    error: 'descriptionFileRequired',
  });
export type JobDescriptionsBody = z.infer<typeof JobDescriptionsBody>;

/** The admin's queue of animated descriptions: still to make, or made. */
export const DESCRIPTION_QUEUE_STATES = ['waiting', 'delivered'] as const;
export type DescriptionQueueState = (typeof DESCRIPTION_QUEUE_STATES)[number];

export const ADMIN_JOB_SEARCH_MAX = 100;

/**
 * GET /admin/jobs?q= (issue 14 item 12): a job's id (exactly), or a part of its title or company
 * name (either case); blank searches every job.
 */
export const AdminJobSearch = z
  .string()
  .trim()
  .max(ADMIN_JOB_SEARCH_MAX, { error: 'adminSearchMax' })
  .optional()
  .transform((q) => q || undefined);

/** What an audit row is about (DESIGN.md §5 audit_log), read from its action's first word. */
export const AUDIT_SUBJECT_KINDS = [
  'job',
  'company',
  'user',
  'application',
  'interview',
  'order',
  'video',
  'message',
] as const;
export type AuditSubjectKind = (typeof AUDIT_SUBJECT_KINDS)[number];

/**
 * An audit row's subject named (issue 14 item 12): a job's title (context: its company), a
 * company's name (context: the person), a user's name, an application's or interview's seeker
 * (context: the job), an order's buyer (context: the plan), a video's title, a message's sender.
 * `job_id` is the job to open in the console's jobs tab, when there is one.
 */
export type AuditSubject = {
  kind: AuditSubjectKind;
  id: string;
  name: string | null;
  context: string | null;
  job_id: string | null;
};

/** GET /admin/audit: one row, the actor and the subject named by the server. */
export type AuditLogEntry = {
  id: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  subject_id: string | null;
  subject: AuditSubject | null;
  detail: Record<string, unknown>;
  created_at: string;
};
