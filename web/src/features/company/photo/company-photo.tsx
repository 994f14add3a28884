import type { EmployerRecord } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '../../../components/ui/photo-picker';
import { COMPANY_NS } from '../company-i18n';

type CompanyPhotoProps = { employer: EmployerRecord; stamp: number };

/** Tap the photo to upload or change it (spec 001 §5 "profile image png, jpeg, jpg"). */
export function CompanyPhoto({ employer, stamp }: CompanyPhotoProps) {
  const { t } = useTranslation(COMPANY_NS);
  return (
    <PhotoPicker
      pic={employer.profile_pic_url}
      stamp={stamp}
      // The upload code (and the file rules) load when a photo is picked.
      upload={async (file) =>
        (await import('./upload-company-photo')).uploadCompanyPhoto(employer._id, file)
      }
      alt={t('profile.photo')}
      uploadLabel={t('profile.photoUpload')}
      savedText={t('profile.photoSaved')}
      size="size-20"
    />
  );
}
