import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api-error';
import { cacheBusted } from '../../lib/cache-busted';
import { i18n } from '../../lib/i18n';
import { isLoadFailure } from '../../lib/load-failure';
import { isOffline } from '../../lib/network';
import { notify } from '../../lib/toast';
import { DefaultAvatar } from './default-avatar';
import { Spinner } from './loader';

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg'; // spec 000 §2.9, spec 001 §5

type PhotoPickerProps = {
  /** The photo's address, null for the default avatar. */
  pic: string | null | undefined;
  /** When the record was fetched: a new photo at the same address is not taken from cache. */
  stamp: number;
  /** Resolves the saved user record, or null when the file was refused on the phone. */
  upload: (file: File) => Promise<{ _id: string } | null>;
  alt: string;
  uploadLabel: string;
  savedText: string;
  /** The circle's size, e.g. 'size-24'. */
  size: string;
};

/** A round photo: tap it to upload or change it (png, jpg, jpeg, at most 5 MB). */
export function PhotoPicker({
  pic,
  stamp,
  upload,
  alt,
  uploadLabel,
  savedText,
  size,
}: PhotoPickerProps) {
  const queryClient = useQueryClient();
  const [broken, setBroken] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: upload,
    onSuccess: (saved) => {
      if (!saved) return;
      queryClient.setQueryData(['user', saved._id], saved);
      void notify.success(savedText);
    },
    // A failed request has said so already (lib/http). Not a request: the upload's own code
    // (loaded when a photo is picked) could not load, offline before it ever came (issue 16
    // item 6). Before, picking a photo then did nothing.
    onError: (error) => {
      if (isApiError(error)) return;
      if (!isLoadFailure(error)) return void notify.error(i18n.t('errors.generic'));
      void notify.error(i18n.t(isOffline() ? 'errors.needsInternetPhoto' : 'errors.network'));
    },
  });
  return (
    <label
      className={`relative block ${size} shrink-0 cursor-pointer rounded-full ring-4 ring-white has-focus-visible:outline-3 has-focus-visible:outline-primary/50`}
    >
      <span className="block size-full overflow-hidden rounded-full bg-slate-100">
        {pic && broken !== pic ? (
          <img
            src={cacheBusted(pic, stamp)}
            alt={alt}
            className="size-full object-cover"
            onError={() => setBroken(pic)}
          />
        ) : (
          <DefaultAvatar className="size-full" />
        )}
      </span>
      <span className="absolute right-0 bottom-0 flex size-8 items-center justify-center rounded-full bg-primary text-white shadow ring-2 ring-white">
        {save.isPending ? <Spinner className="size-4" /> : <CameraIcon />}
      </span>
      <input
        type="file"
        accept={ACCEPT}
        className="sr-only"
        aria-label={uploadLabel}
        disabled={save.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be chosen again
          if (file) save.mutate(file);
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
