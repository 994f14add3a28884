import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '../../../components/ui/photo-picker';
import type { User } from '../../../lib/api/user';
import { PROFILE_NS } from '../profile-i18n';

type ProfilePhotoProps = { user: User; stamp: number };

/** spec 000 §2.9: tap the photo to upload a new one (png, jpg, jpeg, at most 5 MB). */
export function ProfilePhoto({ user, stamp }: ProfilePhotoProps) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <PhotoPicker
      pic={user.profile_pic}
      stamp={stamp}
      // The upload code (and the file rules) load when a photo is picked.
      upload={async (file) => (await import('./upload-photo')).uploadPhoto(user._id, file)}
      alt={t('photo.alt')}
      uploadLabel={t('photo.upload')}
      savedText={t('photo.saved')}
      size="size-24"
    />
  );
}
