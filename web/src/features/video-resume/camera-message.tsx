import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import type { CameraStatus } from './use-camera';
import { CameraOffIcon } from './video-icons';
import { VIDEO_RESUME_NS } from './video-resume-i18n';

type Problem = Extract<CameraStatus, 'denied' | 'unavailable' | 'unsupported'>;

export const isCameraProblem = (status: CameraStatus): status is Problem =>
  status === 'denied' || status === 'unavailable' || status === 'unsupported';

/** No camera, no permission or no recorder: say so kindly; uploading still works below. */
export function CameraMessage({ problem, onRetry }: { problem: Problem; onRetry: () => void }) {
  const { t } = useTranslation(VIDEO_RESUME_NS);
  return (
    <div role="alert" className="rounded-2xl bg-amber-50 p-5 text-center ring-1 ring-amber-200">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-white text-amber-600 ring-1 ring-amber-200">
        <CameraOffIcon className="size-7" />
      </div>
      <h2 className="mt-3 text-lg font-bold text-slate-900">{t(`camera.${problem}.title`)}</h2>
      <p className="mt-1.5 text-slate-700">{t(`camera.${problem}.body`)}</p>
      {problem !== 'unsupported' && (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          {t('camera.retry')}
        </Button>
      )}
    </div>
  );
}
