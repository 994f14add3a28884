import { PATHS, uploadedAtText } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { PageLoader } from '../../components/ui/loader';
import { useVideo } from './api/videos';
import { COMMUNITY_NS } from './community-i18n';
import { VideoPlayer } from './video-card';

/**
 * /shared/community-video?id= (spec 000 §2.1, §2.14): public; the title, the privacy-enhanced
 * player, the description and "Upload At:" in long day-month-year English (GB). No id: /homepage.
 */
export function SharedVideoScreen() {
  const { t } = useTranslation(COMMUNITY_NS);
  const id = useSearchParams()[0].get('id') ?? '';
  const video = useVideo(id);
  if (!id) return <Navigate to={PATHS.homepage} replace />;
  if (video.isPending) return <PageLoader />;
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      {video.data ? (
        <article className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h1 className="text-2xl font-bold text-slate-900">{video.data.title}</h1>
          <VideoPlayer video={video.data} />
          {video.data.description && <p className="text-slate-700">{video.data.description}</p>}
          <p className="text-sm text-slate-600">
            {t('uploadAt')} {uploadedAtText(video.data.created_at)}
          </p>
        </article>
      ) : (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
          {t('notFound')}
        </p>
      )}
      <section className="rounded-2xl bg-primary-soft p-4 text-center">
        <p className="font-semibold text-slate-900">{t('cta')}</p>
        <Link to={PATHS.seekerLogin} className={buttonClass('primary', 'mt-3 w-full')}>
          {t('ctaButton')}
        </Link>
      </section>
    </div>
  );
}

/** /shared/community?id=: the guard sends a visitor on (spec 000 §2.2); this is never reached. */
export function SharedCommunityScreen() {
  return <Navigate to={PATHS.homepage} replace />;
}
