import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoader } from '../../../components/ui/loader';
import { type Category, useJobCategories } from '../../../lib/api/job-categories';
import { type SeekerUser, useUser } from '../../../lib/api/user';
import { useSession } from '../../../lib/session';
import { PROFILE_NS } from '../profile-i18n';
import { InterestsForm } from './interests-form';
import { OnboardingFrame } from './onboarding-frame';
import { useSavedBefore } from './saved-before';

/** spec 000 §2.6 step 2: /user/basicdetail/jobinterested. Saving sets profile_status 2. */
export function JobInterestScreen() {
  const { t } = useTranslation(PROFILE_NS);
  const userId = useSession().user;
  const user = useUser(userId);
  const categories = useJobCategories();
  useSavedBefore(2, user.isFetchedAfterMount ? user.data?.profile_status : undefined);
  return (
    <OnboardingFrame step={2} title={t('interests.title')} subtitle={t('interests.subtitle')}>
      {user.data && categories.data ? (
        <InterestsForm user={user.data as SeekerUser} categories={categories.data as Category[]} />
      ) : user.isError || categories.isError ? (
        <LoadFailed
          query={{
            error: user.error ?? categories.error,
            refetch: () => Promise.all([user.refetch(), categories.refetch()]),
          }}
        />
      ) : (
        <PageLoader />
      )}
    </OnboardingFrame>
  );
}
