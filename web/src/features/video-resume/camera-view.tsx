import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/loader';
import { VIDEO_RESUME_NS } from './video-resume-i18n';

type CameraViewProps = {
  stream: MediaStream | null;
  starting: boolean;
  /** The front camera is shown as a mirror, as people expect; the recording is not mirrored. */
  mirrored: boolean;
  /** Smaller before recording, so Create and Upload stay on a 360x740 screen without scrolling. */
  compact: boolean;
  /** Overlays: the switch button, the question card. */
  children?: ReactNode;
};

/** The live camera preview of spec 000 §2.10. */
export function CameraView({ stream, starting, mirrored, compact, children }: CameraViewProps) {
  const { t } = useTranslation(VIDEO_RESUME_NS);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  return (
    <div
      className={`relative mx-auto aspect-[3/4] w-full overflow-hidden rounded-2xl bg-slate-900 ${compact ? 'max-h-[34dvh]' : 'max-h-[52dvh]'}`}
    >
      <video
        ref={video}
        autoPlay
        muted
        playsInline
        aria-label={t('camera.label')}
        className={`size-full object-cover ${mirrored ? '-scale-x-100' : ''}`}
      />
      {starting && (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white"
        >
          <Spinner className="size-9" />
          <span className="font-medium">{t('camera.starting')}</span>
        </div>
      )}
      {children}
    </div>
  );
}
