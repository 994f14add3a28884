import type { NotificationType } from '@kaamkaj/domain';
import type { ComponentType } from 'react';
import {
  BellIcon,
  BriefcaseIcon,
  CheckCircleIcon,
  ClockIcon,
  CloseIcon,
  FileIcon,
  MailIcon,
  PencilIcon,
  PlayIcon,
  ShieldIcon,
  UsersIcon,
} from '../../components/ui/icons';

type Look = { Icon: ComponentType<{ className?: string }>; tone: string };

const GOOD = 'bg-green-100 text-green-800';
const INFO = 'bg-primary-soft text-primary';
const WAIT = 'bg-amber-100 text-amber-900';
const SAD = 'bg-slate-100 text-slate-600';

// One picture per kind of event (spec 000 §4, spec 001 §4), so a list reads at a glance.
const LOOKS: Record<NotificationType, Look> = {
  JOB_POST: { Icon: BriefcaseIcon, tone: INFO },
  JOB_APPLIED: { Icon: FileIcon, tone: INFO },
  JOB_DESCRIPTION_READY: { Icon: PlayIcon, tone: GOOD },
  APPLY_LATER: { Icon: ClockIcon, tone: WAIT },
  INTERVIEW_SHORTLISTED: { Icon: CheckCircleIcon, tone: GOOD },
  INTERVIEW_CONFIRM: { Icon: UsersIcon, tone: 'bg-violet-100 text-violet-900' },
  INTERVIEW_DENIED: { Icon: CloseIcon, tone: SAD },
  INTERVIEW_NOT_SHORTLISTED: { Icon: CloseIcon, tone: SAD },
  JOB_HIRED: { Icon: CheckCircleIcon, tone: GOOD },
  JOB_NOT_HIRED: { Icon: CloseIcon, tone: SAD },
  INCOMPLETE_PROFILE: { Icon: PencilIcon, tone: WAIT },
  INACTIVE: { Icon: BriefcaseIcon, tone: WAIT },
  PLAN_PURCHASED: { Icon: CheckCircleIcon, tone: GOOD },
  JOB_INVITE: { Icon: MailIcon, tone: INFO },
  JOB_JOINED: { Icon: BriefcaseIcon, tone: GOOD },
  JOB_NOT_JOINED: { Icon: BriefcaseIcon, tone: SAD },
  SAARTHI_HELP: { Icon: UsersIcon, tone: INFO },
  INTERVIEW_CANCELLED: { Icon: CloseIcon, tone: SAD },
  VERIFICATION_APPROVED: { Icon: ShieldIcon, tone: GOOD },
  VERIFICATION_DECLINED: { Icon: ShieldIcon, tone: WAIT },
  EMAIL_CHANGE_APPROVED: { Icon: MailIcon, tone: GOOD },
  EMAIL_CHANGE_DECLINED: { Icon: MailIcon, tone: SAD },
};

/** The round icon of a notification's type; an unknown type gets the bell. */
export function NotificationIcon({ type, large = false }: { type: string; large?: boolean }) {
  const { Icon, tone } = LOOKS[type as NotificationType] ?? { Icon: BellIcon, tone: INFO };
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full ${tone} ${
        large ? 'size-14' : 'size-11'
      }`}
    >
      <Icon className={large ? 'size-7' : 'size-5'} />
    </span>
  );
}
