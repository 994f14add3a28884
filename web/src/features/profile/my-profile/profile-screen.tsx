import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyPayments } from '../../../components/my-payments/my-payments';
import { LazyDialog, lazyDialog } from '../../../components/ui/lazy-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ProfileSkeleton } from '../../../components/ui/profile-skeleton';
import { type Category, useJobCategories } from '../../../lib/api/job-categories';
import { type SeekerUser, useUser } from '../../../lib/api/user';
import { useLoadAhead } from '../../../lib/load-failure';
import { useSession } from '../../../lib/session';
import { PROFILE_NS } from '../profile-i18n';
import { useValueContext } from '../use-value-context';
import { CompletionCard } from './completion-card';
import { ProfileHeader } from './profile-header';
import { SectionRow } from './section-row';
import { sectionLines } from './section-values';
import { canEdit, SECTIONS, type SectionKey } from './sections';
import { VideoResumeCard } from './video-resume-card';

// issue 16 item 1: a pencil's modal (the dialog library) loads after the profile shows, not with
// it; its form loads on the first tap (section-modal.tsx)
const loadSectionModal = () => import('./section-modal').then((m) => ({ default: m.SectionModal }));
const SectionModal = lazyDialog(loadSectionModal);

const CHIPS: readonly SectionKey[] = ['about_me', 'job_intrested', 'language_known'];

/**
 * /profile: My Profile for seekers (spec 000 §2.9). Employers and Saarthis get their own screen
 * on the same path (app/route-table.tsx, ByRole).
 */
export function ProfileScreen() {
  return <SeekerProfile userId={useSession().user} />;
}

function SeekerProfile({ userId }: { userId: string | null }) {
  const user = useUser(userId);
  const categories = useJobCategories();
  if (user.isError) return <LoadFailed query={user} />;
  if (!user.data) return <ProfileSkeleton />;
  return (
    <ProfileView
      user={user.data as SeekerUser}
      stamp={user.dataUpdatedAt}
      categories={categories.data ?? []}
    />
  );
}

type ProfileViewProps = { user: SeekerUser; stamp: number; categories: Category[] };

function ProfileView({ user, stamp, categories }: ProfileViewProps) {
  const { t } = useTranslation(PROFILE_NS);
  const [editing, setEditing] = useState<SectionKey | null>(null);
  useLoadAhead(loadSectionModal);
  const ctx = useValueContext(categories);
  // issue 14 item 10: the band shown is the one the birth date gives
  const note = (section: SectionKey) =>
    section === 'age' && user.dob ? t('age.fromDob') : undefined;
  return (
    <div className="space-y-4">
      <ProfileHeader
        user={user}
        stamp={stamp}
        home={user.address_home ? ctx.district(user.address_home) : null}
      />
      <CompletionCard user={user} />
      <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {SECTIONS.map((section) => (
          <SectionRow
            key={section}
            section={section}
            lines={sectionLines(section, user, ctx)}
            chips={CHIPS.includes(section)}
            note={note(section)}
            onEdit={canEdit(section, user, 'profile') ? () => setEditing(section) : undefined}
            editPageId={canEdit(section, user, 'edit') ? user._id : undefined}
          />
        ))}
      </ul>
      <VideoResumeCard user={user} />
      <MyPayments />
      <LazyDialog
        open={editing !== null}
        component={SectionModal}
        onUnavailable={() => setEditing(null)}
        props={{ section: editing, user, categories, onClose: () => setEditing(null) }}
      />
    </div>
  );
}
