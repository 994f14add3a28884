import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import type { UploadStatus } from './use-video-upload';
import { VIDEO_RESUME_NS } from './video-resume-i18n';

type UploadProgressProps = { status: UploadStatus; onCancel: () => void };

/** Upload progress: videos are big and networks slow, so show how far it is and allow a stop. */
export function UploadProgress({ status, onCancel }: UploadProgressProps) {
  const { t } = useTranslation(VIDEO_RESUME_NS);
  const percent = Math.round(status.progress * 100);
  const text =
    status.step === 'sending'
      ? t('progress.sending', { percent })
      : t(`progress.step.${status.step}`);

  return (
    <div className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="font-medium">{text}</p>
      {/* The step is announced; the percentage stays on the progress bar, not read every tick. */}
      <p className="sr-only" aria-live="polite">
        {t(`progress.step.${status.step}`)}
      </p>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-primary-soft"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      {status.step !== 'saving' && (
        <Button variant="ghost" block onClick={onCancel}>
          {t('progress.cancel')}
        </Button>
      )}
    </div>
  );
}
