import { PATHS, ROLE } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ProfileSkeleton } from '../../../components/ui/profile-skeleton';
import { type Category, useJobCategories } from '../../../lib/api/job-categories';
import { type SeekerUser, useUser } from '../../../lib/api/user';
import { roleOf, useSession } from '../../../lib/session';
import { VideoResumeCard } from '../my-profile/video-resume-card';
import { PROFILE_NS } from '../profile-i18n';
import type { EditableSection } from '../sections/section-form';
import { useValueContext } from '../use-value-context';
import { EditSection } from './edit-section';

// spec 000 §2.9 "full profile edit page": personal information, name and work location,
// industry interest, then every other section. The age band sits under the birth date that
// sets it (issue 14 item 10).
const GROUPS: readonly { title: string; sections: readonly EditableSection[] }[] = [
  { title: 'personal', sections: ['contact', 'dob', 'age', 'gender'] },
  { title: 'nameAndWork', sections: ['name', 'address_work'] },
  { title: 'industry', sections: ['job_intrested'] },
  {
    title: 'more',
    sections: [
      'about_me',
      'skills',
      'education',
      'technical_cert',
      'language_known',
      'speak_english',
      'address_current',
      'salary',
      'job_type',
      'job_timings',
    ],
  },
  { title: 'fixed', sections: ['experience', 'address_home'] },
];

/** /user/editProfile?id={user id}: only one's own profile; any other id goes to /profile. */
export function EditProfileScreen() {
  const session = useSession();
  const [params] = useSearchParams();
  if (roleOf(session) !== ROLE.SEEKER || !session.user || params.get('id') !== session.user) {
    return <Navigate to={PATHS.profile} replace />;
  }
  return <EditProfile userId={session.user} />;
}

function EditProfile({ userId }: { userId: string }) {
  const { t } = useTranslation(PROFILE_NS);
  const user = useUser(userId);
  const categories = useJobCategories();
  const ctx = useValueContext(categories.data ?? []);
  if (user.isError) return <LoadFailed query={user} />;
  if (!user.data) return <ProfileSkeleton />;
  const seeker = user.data as SeekerUser;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <Link
          to={PATHS.profile}
          aria-label={t('edit.back')}
          className="-ml-2 inline-flex size-12 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          <ArrowLeftIcon />
        </Link>
        <h1 className="text-2xl font-bold">{t('edit.title')}</h1>
      </div>
      {GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`group-${group.title}`}>
          <h2
            id={`group-${group.title}`}
            className="mb-2 px-1 text-sm font-bold text-slate-500 uppercase"
          >
            {t(`edit.groups.${group.title}`)}
          </h2>
          <div className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {group.sections.map((section) => (
              <EditSection
                key={section}
                section={section}
                user={seeker}
                categories={(categories.data ?? []) as Category[]}
                ctx={ctx}
              />
            ))}
          </div>
        </section>
      ))}
      <VideoResumeCard user={seeker} />
    </div>
  );
}
