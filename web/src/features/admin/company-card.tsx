import { label, ORGANIZATION_TYPE, VERIFICATION_TYPE } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDistrictName } from '../../components/district-picker/use-district-name';
import { Button } from '../../components/ui/button';
import { FileIcon } from '../../components/ui/icons';
import { istDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { ADMIN_NS } from './admin-i18n';
import { openFile } from './api/file-link';
import type { AdminCompany, AdminFile } from './api/types';
import { Badge, CARD, Detail, Details } from './card';
import { type Decision, DecisionButtons, DecisionDialog } from './decision';
import { VerificationBadge } from './status-badges';

/** One company of the verification queue: who, the proof, its files, and the decision. */
export function CompanyCard({ company }: { company: AdminCompany }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const districtName = useDistrictName();
  const [decision, setDecision] = useState<Decision | null>(null);
  const proof = company.verification;
  const name = company.company_name ?? t('queue.unnamed');
  const open = company.verification_status === 'In Progress';
  return (
    <article className={CARD} aria-labelledby={`company-${company._id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`company-${company._id}`} className="text-lg font-bold break-words">
            {name}
          </h3>
          <p className="text-sm text-slate-600">
            {label(ORGANIZATION_TYPE, company.organization_type, lang)}
          </p>
        </div>
        <VerificationBadge status={company.verification_status} />
      </div>
      <Details>
        <Detail label={t('queue.employer')}>{company.name}</Detail>
        <Detail label={t('queue.contact')}>
          {company.contact && (
            <a className="text-primary underline" href={`tel:+91${company.contact}`}>
              {company.contact}
            </a>
          )}
        </Detail>
        <Detail label={t('queue.email')} wide>
          {company.email && (
            <a className="text-primary underline" href={`mailto:${company.email}`}>
              {company.email}
            </a>
          )}
        </Detail>
        <Detail label={t('queue.district')}>{districtName(company.district)}</Detail>
        <Detail label={t('queue.submitted')}>
          {istDate(proof?.created_at ?? company.created_at, lang)}
        </Detail>
      </Details>
      {proof ? (
        <section className="mt-4 rounded-xl bg-slate-50 p-3" aria-label={t('queue.proof')}>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="blue">{label(VERIFICATION_TYPE, proof.kind, lang)}</Badge>
            <span className="font-mono text-sm font-semibold break-all">{proof.doc_no}</span>
          </div>
          {proof.kind !== 'email' && <Documents files={proof.files} />}
        </section>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t('queue.noProof')}</p>
      )}
      {company.verification_feedback && company.verification_status === 'Declined' && (
        <p className="mt-3 text-sm text-red-800">
          <span className="font-semibold">{t('queue.feedback')}: </span>
          {company.verification_feedback}
        </p>
      )}
      {open && <DecisionButtons onDecide={setDecision} />}
      <DecisionDialog
        target="company"
        id={company._id}
        decision={decision}
        title={t(decision === 'decline' ? 'queue.declineTitle' : 'queue.approveTitle', { name })}
        approveText={t('queue.approveText')}
        onClose={() => setDecision(null)}
      />
    </article>
  );
}

function Documents({ files }: { files: readonly AdminFile[] }) {
  const { t } = useTranslation(ADMIN_NS);
  const [opening, setOpening] = useState<string | null>(null);
  if (files.length === 0)
    return <p className="mt-2 text-sm text-slate-600">{t('queue.noFiles')}</p>;
  const show = async (id: string) => {
    setOpening(id);
    try {
      await openFile(id);
    } catch {
      // the HTTP client has shown the server's message as a toast
    } finally {
      setOpening(null);
    }
  };
  return (
    <ul className="mt-3 space-y-2">
      {files.map((file, index) => (
        <li key={file._id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            variant="secondary"
            className="min-h-12 px-4 text-sm"
            busy={opening === file._id}
            aria-label={t('queue.openDocumentN', { n: index + 1, name: file.name })}
            onClick={() => void show(file._id)}
          >
            <FileIcon className="size-4" />
            {t('queue.openDocument')}
          </Button>
          <span className="min-w-0 truncate text-sm text-slate-600">{file.name}</span>
        </li>
      ))}
    </ul>
  );
}
