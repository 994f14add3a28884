import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { notify } from '../../lib/toast';
import { pickedVideo } from './pick-video';
import type { VideoFile } from './upload-video-resume';
import { UploadIcon } from './video-icons';
import { VIDEO_RESUME_NS } from './video-resume-i18n';

/** Upload Resume: a video from the phone, checked before anything is sent (spec 000 §5, §8). */
type UploadPickerProps = {
  onVideo: (video: VideoFile) => void;
  /** The main action when there is no camera to record with. */
  primary: boolean;
};

export function UploadPicker({ onVideo, primary }: UploadPickerProps) {
  const { t } = useTranslation(VIDEO_RESUME_NS);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again after a fix
    if (!file) return;
    const picked = pickedVideo(file);
    // spec 000 §8: wrong type or size, a red toast for 5 s
    if ('problem' in picked) notify.fileError(t(`fileErrors.${picked.problem}`));
    else onVideo(picked.video);
  };

  return (
    <div className="space-y-1.5">
      <label
        className={buttonClass(
          primary ? 'primary' : 'secondary',
          'w-full cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary/40',
        )}
      >
        <UploadIcon className="size-5" />
        {t('actions.upload')}
        <input type="file" accept="video/*" className="sr-only" onChange={onChange} />
      </label>
      <p className="text-center text-sm text-slate-500">{t('actions.uploadHint')}</p>
    </div>
  );
}
