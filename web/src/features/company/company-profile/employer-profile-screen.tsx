import {
  type EmployerRecord,
  HIRING_FOR,
  INDUSTRY,
  label,
  ORGANIZATION_TYPE,
  PATHS,
} from '@kaamkaj/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  districtText,
  useDistrictData,
} from '../../../components/district-picker/use-district-data';
import { MyPayments } from '../../../components/my-payments/my-payments';
import { buttonClass } from '../../../components/ui/button';
import { PencilIcon } from '../../../components/ui/icons';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ProfileSkeleton } from '../../../components/ui/profile-skeleton';
import { useEmployer } from '../../../lib/api/employer';
import { useLanguage } from '../../../lib/i18n';
import { COMPANY_NS } from '../company-i18n';
import { CARD, SectionTitle } from '../forms/card';
import { CompanyPhoto } from '../photo/company-photo';
import { EmailChangeStatus } from './email-change-status';
import { VerificationCard, VerificationChip } from './verification-card';

/** /profile for employers: the company view (spec 001 §2 "Employer profile"). */
export function EmployerProfileScreen() {
  const employer = useEmployer();
  if (employer.isError) return <LoadFailed query={employer} />;
  if (!employer.data) return <ProfileSkeleton />;
  return <CompanyView employer={employer.data} stamp={employer.dataUpdatedAt} />;
}

function CompanyView({ employer, stamp }: { employer: EmployerRecord; stamp: number }) {
  const { t } = useTranslation(COMPANY_NS);
  const lang = useLanguage();
  const districts = useDistrictData();
  const district =
    employer.district && districts
      ? districtText(districts, employer.district, lang)
      : employer.district;
  const contactPerson = [
    employer.contact_person_name,
    employer.contact_person_number && `+91 ${employer.contact_person_number}`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="space-y-4">
      <section className="flex items-center gap-4 rounded-2xl bg-gradient-to-br from-primary-soft to-white p-4 shadow-sm ring-1 ring-slate-200">
        <CompanyPhoto employer={employer} stamp={stamp} />
        <div className="min-w-0 flex-1 space-y-1.5">
          <h1 className="text-xl leading-tight font-bold break-words text-slate-900">
            {employer.company_name || employer.name}
          </h1>
          {employer.company_name && employer.name && (
            <p className="text-sm text-slate-700">{employer.name}</p>
          )}
          <VerificationChip status={employer.verification_status} />
        </div>
      </section>

      <section className={CARD}>
        <SectionTitle>{t('profile.contact')}</SectionTitle>
        <dl className="space-y-3">
          <Row term={t('fields.name')}>{employer.name}</Row>
          <Row term={t('fields.email')}>{employer.email}</Row>
          <Row term={t('fields.mobile')}>{employer.contact && `+91 ${employer.contact}`}</Row>
        </dl>
        <EmailChangeStatus change={employer.email_change} />
        <p className="text-xs text-slate-500">{t('fields.lockedNote')}</p>
      </section>

      <section className={CARD}>
        <div className="flex items-center justify-between gap-3">
          <SectionTitle>{t('profile.details')}</SectionTitle>
          <Link
            to={PATHS.recruiterEdit}
            className={buttonClass('ghost', '-mr-2 min-h-12 px-3')}
            aria-label={t('profile.editProfile')}
          >
            <PencilIcon className="size-5" />
            {t('profile.edit')}
          </Link>
        </div>
        <dl className="space-y-3">
          <Row term={t('fields.companyName')}>{employer.company_name}</Row>
          <Row term={t('fields.orgType')}>
            {label(ORGANIZATION_TYPE, employer.organization_type, lang)}
          </Row>
          <Row term={t('fields.hiringFor')}>{label(HIRING_FOR, employer.hiring_for, lang)}</Row>
          <Row term={t('fields.industry')}>{label(INDUSTRY, employer.industry, lang)}</Row>
          <Row term={t('fields.address')}>{employer.address}</Row>
          <Row term={t('fields.district')}>{district}</Row>
          <Row term={t('fields.pincode')}>{employer.pincode}</Row>
          <Row term={t('profile.about')}>{employer.about_company}</Row>
          <Row term={t('profile.contactPerson')}>{contactPerson}</Row>
        </dl>
      </section>

      <VerificationCard
        status={employer.verification_status}
        feedback={employer.verification_feedback}
      />
      <MyPayments />
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  const { t } = useTranslation(COMPANY_NS);
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd
        className={`mt-0.5 break-words whitespace-pre-line ${children ? 'text-slate-900' : 'text-slate-500'}`}
      >
        {children || t('profile.notGiven')}
      </dd>
    </div>
  );
}
