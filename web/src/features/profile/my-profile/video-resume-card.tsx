import { PATHS } from '@kaamkaj/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { LazyDialog, lazyDialog } from '../../../components/ui/lazy-dialog';
import type { SeekerUser } from '../../../lib/api/user';
import { PROFILE_NS } from '../profile-i18n';

const loadVideoDialog = () =>
  import('./video-resume-dialog').then((m) => ({ default: m.VideoResumeDialog }));
const VideoResumeDialog = lazyDialog(loadVideoDialog);

/** spec 000 §2.9, §2.10: record one at /videoresume; play the saved one from a short-lived link. */
export function VideoResumeCard({ user }: { user: SeekerUser }) {
  const { t } = useTranslation(PROFILE_NS);
  const [playing, setPlaying] = useState(false);
  const fileId = user.video_resume;
  // the dialog's code once Play shows, so the tap waits for the video's link only
  useEffect(() => {
    if (fileId) void loadVideoDialog().catch(() => undefined); // failed: asked again on Play
  }, [fileId]);
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
        <LazyDialog
          open={playing}
          component={VideoResumeDialog}
          onUnavailable={() => setPlaying(false)}
          props={{ fileId, open: playing, onOpenChange: setPlaying }}
        />
      )}
    </section>
  );
}
