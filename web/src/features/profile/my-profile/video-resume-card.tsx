import { PATHS } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PageLoader } from '../../../components/ui/loader';
import type { SeekerUser } from '../../../lib/api/user';
import { useFileLink } from '../api/get-file-link';
import { PROFILE_NS } from '../profile-i18n';

/** spec 000 §2.9, §2.10: record one at /videoresume; play the saved one from a short-lived link. */
export function VideoResumeCard({ user }: { user: SeekerUser }) {
  const { t } = useTranslation(PROFILE_NS);
  const [playing, setPlaying] = useState(false);
  const fileId = user.video_resume;
  return (
    <section
      aria-labelledby="video-title"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="video-title" className="font-bold text-slate-900">
        {t('sections.video_resume')}
      </h2>
      <p className="text-sm text-slate-600">{fileId ? t('video.saved') : t('video.none')}</p>
      <div className="grid gap-2">
        {fileId && (
          <Button onClick={() => setPlaying(true)}>
            <span aria-hidden="true">▶</span>
            {t('video.play')}
          </Button>
        )}
        <Link to={PATHS.videoResume} className={buttonClass(fileId ? 'secondary' : 'primary')}>
          {fileId ? t('video.again') : t('video.record')}
        </Link>
      </div>
      {fileId && (
        <Dialog open={playing} onOpenChange={setPlaying} title={t('sections.video_resume')}>
          {playing && <VideoPlayer fileId={fileId} />}
        </Dialog>
      )}
    </section>
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
