import { useTranslation } from 'react-i18next';
import { MapPinIcon, PhoneIcon } from '../../../components/ui/icons';
import type { SeekerUser } from '../../../lib/api/user';
import { ProfilePhoto } from '../photo/profile-photo';
import { PROFILE_NS } from '../profile-i18n';

type ProfileHeaderProps = { user: SeekerUser; stamp: number; home: string | null };

/** Photo, name, contact and home location (spec 000 §2.9). */
export function ProfileHeader({ user, stamp, home }: ProfileHeaderProps) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <section className="flex items-center gap-4 rounded-2xl bg-gradient-to-br from-primary-soft to-white p-4 shadow-sm ring-1 ring-slate-200">
      <ProfilePhoto user={user} stamp={stamp} />
      <div className="min-w-0 flex-1 space-y-1">
        <h1 className="text-xl leading-tight font-bold break-words text-slate-900">
          {user.name || t('profile.noName')}
        </h1>
        {user.contact && (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <PhoneIcon className="size-4 shrink-0 text-slate-500" />
            <span className="sr-only">{t('sections.contact')}: </span>+91 {user.contact}
          </p>
        )}
        {home && (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <MapPinIcon className="size-4 shrink-0 text-slate-500" />
            <span className="sr-only">{t('sections.address_home')}: </span>
            <span className="truncate">{home}</span>
          </p>
        )}
      </div>
    </section>
  );
}
