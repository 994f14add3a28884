import type { EmployerRecord } from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cacheBusted } from '../../../app/shell/avatar';
import { notify } from '../../../app/toast';
import { DefaultAvatar } from '../../../components/ui/default-avatar';
import { Spinner } from '../../../components/ui/loader';
import { COMPANY_NS } from '../company-i18n';

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg'; // spec 001 §5 "profile image png, jpeg, jpg"

type CompanyPhotoProps = { employer: EmployerRecord; stamp: number };

/** Tap the photo to upload or change it. */
export function CompanyPhoto({ employer, stamp }: CompanyPhotoProps) {
  const { t } = useTranslation(COMPANY_NS);
  const queryClient = useQueryClient();
  const [broken, setBroken] = useState<string | null>(null);
  const upload = useMutation({
    // The upload code (and the file rules) load when a photo is picked.
    mutationFn: async (file: File) =>
      (await import('./upload-company-photo')).uploadCompanyPhoto(employer._id, file),
    onSuccess: (saved) => {
      if (!saved) return;
      queryClient.setQueryData(['user', saved._id], saved);
      void notify.success(t('profile.photoSaved'));
    },
  });
  const pic = employer.profile_pic_url;
  return (
    <label className="relative block size-20 shrink-0 cursor-pointer rounded-full ring-4 ring-white has-focus-visible:outline-3 has-focus-visible:outline-primary/50">
      <span className="block size-full overflow-hidden rounded-full bg-slate-100">
        {pic && broken !== pic ? (
          <img
            src={cacheBusted(pic, stamp)}
            alt={t('profile.photo')}
            className="size-full object-cover"
            onError={() => setBroken(pic)}
          />
        ) : (
          <DefaultAvatar className="size-full" />
        )}
      </span>
      <span className="absolute right-0 bottom-0 flex size-8 items-center justify-center rounded-full bg-primary text-white shadow ring-2 ring-white">
        {upload.isPending ? <Spinner className="size-4" /> : <CameraIcon />}
      </span>
      <input
        type="file"
        accept={ACCEPT}
        className="sr-only"
        aria-label={t('profile.photoUpload')}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be chosen again
          if (file) upload.mutate(file);
        }}
      />
    </label>
  );
}

function CameraIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
    >
      <path d="M4 8h3l2-2.5h6L17 8h3v11H4z" strokeLinejoin="round" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}
