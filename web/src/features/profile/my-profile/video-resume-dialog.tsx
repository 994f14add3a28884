import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { PageLoader } from '../../../components/ui/loader';
import { useFileLink } from '../api/get-file-link';
import { PROFILE_NS } from '../profile-i18n';

type VideoResumeDialogProps = {
  fileId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The saved video resume, played from a short-lived link. A module of its own (`LazyDialog`):
 * the profile pages show without the dialog's code (Radix), loaded once the Play button shows.
 */
export function VideoResumeDialog({ fileId, open, onOpenChange }: VideoResumeDialogProps) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('sections.video_resume')}>
      {open && <VideoPlayer fileId={fileId} />}
    </Dialog>
  );
}

function VideoPlayer({ fileId }: { fileId: string }) {
  const { t } = useTranslation(PROFILE_NS);
  const link = useFileLink(fileId, true);
  if (link.isError) return <ErrorAlert>{t('video.error')}</ErrorAlert>;
  if (!link.data) return <PageLoader />;
  return (
    // biome-ignore lint/a11y/useMediaCaption: a seeker's own recording has no caption track
    <video
      src={link.data.url}
      controls
      autoPlay
      playsInline
      aria-label={t('video.play')}
      className="aspect-[3/4] max-h-[65dvh] w-full rounded-xl bg-black object-contain"
    />
  );
}
