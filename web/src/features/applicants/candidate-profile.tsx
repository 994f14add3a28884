import { PATHS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageLoader } from '../../components/ui/loader';
import { BackLink, PageTitle } from '../../components/ui/page-title';
import { isMissing } from '../../lib/api-error';
import { useCandidateProfile } from './api/candidate-profile';
import { ApplicantPhoto } from './applicant-bits';
import { APPLICANTS_NS } from './applicants-i18n';
import { ProfileDetails } from './profile-details';

/**
 * /user/Userprofile?id= with no job (issue 14 item 12): a candidate from the search, read only.
 * They have not applied, so there is no status to change and the number stays hidden.
 */
export function CandidateProfile({ seekerId }: { seekerId: string }) {
  const { t } = useTranslation(APPLICANTS_NS);
  const profile = useCandidateProfile(seekerId);
  const title = (
    <PageTitle
      back={<BackLink to={PATHS.candidates} label={t('candidate.back')} />}
      title={t('candidate.title')}
      subtitle={t('candidate.subtitle')}
    />
  );

  if (profile.isError || !seekerId) {
    const gone = !seekerId || isMissing(profile.error);
    return (
      <div className="space-y-4">
        {title}
        {gone ? (
          <div className="space-y-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
            <p className="text-slate-700">{t('candidate.notFound')}</p>
            <Link to={PATHS.candidates} className={buttonClass('secondary', 'w-full')}>
              {t('candidate.backToSearch')}
            </Link>
          </div>
        ) : (
          <LoadFailed query={profile} />
        )}
      </div>
    );
  }
  if (!profile.data) return <PageLoader />;
  const name = profile.data.name || t('noName');
  return (
    <div className="space-y-4">
      {title}
      <section className="flex items-center gap-4 rounded-2xl bg-gradient-to-br from-primary-soft to-white p-4 shadow-sm ring-1 ring-slate-200">
        <ApplicantPhoto
          src={profile.data.profile_pic}
          name={name}
          className="size-20 ring-4 ring-white"
        />
        <h2 className="min-w-0 flex-1 text-xl leading-tight font-bold break-words text-slate-900">
          {name}
        </h2>
      </section>
      <ProfileDetails profile={profile.data} />
    </div>
  );
}
