import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { UploadProgress } from './upload-progress';
import type { VideoFile } from './upload-video-resume';
import { useVideoUpload } from './use-video-upload';
import { VIDEO_RESUME_NS } from './video-resume-i18n';

const MB = 1024 * 1024;

/** A blob: address for the video, released when the preview goes away. */
function useObjectUrl(blob: Blob) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/**
 * A recorded WebM carries no duration, so the player cannot show or seek it: jumping to the end
 * once makes the browser measure it, then playback starts from 0.
 */
function measureDuration(video: HTMLVideoElement) {
  if (Number.isFinite(video.duration)) return;
  const rewind = () => {
    video.removeEventListener('timeupdate', rewind);
    video.currentTime = 0;
  };
  video.addEventListener('timeupdate', rewind);
  video.currentTime = Number.MAX_SAFE_INTEGER;
}

type PreviewPanelProps = { video: VideoFile; onBack: () => void };

/** spec 000 §2.10: the video to send, Back (start again) and Submit (upload, then /profile). */
export function PreviewPanel({ video, onBack }: PreviewPanelProps) {
  const { t } = useTranslation(VIDEO_RESUME_NS);
  const url = useObjectUrl(video.blob);
  const [unplayable, setUnplayable] = useState(false);
  const upload = useVideoUpload();
  const heading = useRef<HTMLHeadingElement>(null);
  // The button pressed (Stop, or the file picker) is gone: take focus to the new screen.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="space-y-4">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {t('preview.title')}
      </h1>
      {unplayable ? (
        <p className="rounded-2xl bg-slate-100 p-5 text-center text-slate-700">
          {t('preview.noPlayback')}
        </p>
      ) : (
        url && (
          // biome-ignore lint/a11y/useMediaCaption: the person's own answer, just recorded; no transcript exists
          <video
            src={url}
            controls
            playsInline
            preload="metadata"
            aria-label={t('preview.title')}
            onLoadedMetadata={(event) => measureDuration(event.currentTarget)}
            onError={() => setUnplayable(true)}
            className="mx-auto aspect-[3/4] max-h-[52dvh] w-full rounded-2xl bg-slate-900"
          />
        )
      )}
      <p className="text-center text-sm text-slate-500">
        {t('preview.details', { name: video.fileName, size: (video.blob.size / MB).toFixed(1) })}
      </p>
      {upload.status ? (
        <UploadProgress status={upload.status} onCancel={upload.cancel} />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={onBack}>
            {t('preview.back')}
          </Button>
          <Button onClick={() => void upload.submit(video)}>{t('preview.submit')}</Button>
        </div>
      )}
    </div>
  );
}
