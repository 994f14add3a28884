import { JOB_STATUS, label, VERIFICATION_STATUS, type VerificationStatus } from '@kaamkaj/domain';
import { useLanguage } from '../../lib/i18n';
import { Badge, type BadgeTone } from './card';

const VERIFICATION_TONE: Record<VerificationStatus, BadgeTone> = {
  'Not Initiated': 'slate',
  'In Progress': 'amber',
  Approved: 'green',
  Declined: 'red',
};

export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const lang = useLanguage();
  return (
    <Badge tone={VERIFICATION_TONE[status] ?? 'slate'}>
      {label(VERIFICATION_STATUS, status, lang)}
    </Badge>
  );
}

const JOB_TONE: Record<number, BadgeTone> = {
  0: 'green',
  1: 'blue',
  2: 'slate',
  3: 'amber',
  4: 'red',
};

export function JobStatusBadge({ status }: { status: number }) {
  const lang = useLanguage();
  return <Badge tone={JOB_TONE[status] ?? 'slate'}>{label(JOB_STATUS, status, lang)}</Badge>;
}
