import { clockText, INTERVIEW_DOCUMENTS, type Interview, label } from '@kaamkaj/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { PhoneIcon } from '../../components/ui/icons';
import { calendarDay } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { SEEKER_DASHBOARD_NS } from './seeker-dashboard-i18n';

type InterviewDetailsProps = { item: Interview | null; onClose: () => void };

/**
 * The View Details modal (spec 000 §2.8): title, contact person, date, start and end time,
 * location, district, description, and the documents to bring (spec 001 §3 req_docs).
 */
export function InterviewDetails({ item, onClose }: InterviewDetailsProps) {
  const { t } = useTranslation(SEEKER_DASHBOARD_NS);
  const lang = useLanguage();
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.title}
      description={item?.company_name}
    >
      {item && (
        <dl className="space-y-3">
          <Row label={t('interview.details.contactPerson')}>
            <a
              href={`tel:${item.contact_person}`}
              className="inline-flex min-h-12 items-center gap-2 font-semibold text-primary underline-offset-2 hover:underline"
            >
              <PhoneIcon className="size-4" />
              {item.contact_person}
            </a>
          </Row>
          <Row label={t('interview.details.date')}>{calendarDay(item.date, lang)}</Row>
          <div className="grid grid-cols-2 gap-3">
            <Row label={t('interview.details.startTime')}>{clockText(item.start_time, lang)}</Row>
            <Row label={t('interview.details.endTime')}>{clockText(item.end_time, lang)}</Row>
          </div>
          <Row label={t('interview.details.location')}>{item.location}</Row>
          <Row label={t('interview.details.district')}>
            {item.district_name?.[lang] ?? item.district}
          </Row>
          {item.description && (
            <Row label={t('interview.details.description')}>
              <span className="whitespace-pre-line">{item.description}</span>
            </Row>
          )}
          <Row label={t('interview.details.documents')}>
            <ul className="list-disc space-y-0.5 pl-5">
              {item.req_docs.map((doc) => (
                <li key={doc}>{label(INTERVIEW_DOCUMENTS, doc, lang)}</li>
              ))}
            </ul>
          </Row>
        </dl>
      )}
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-base text-slate-900">{children}</dd>
    </div>
  );
}
