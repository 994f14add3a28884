import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LoadMore } from '../../components/ui/load-more';
import { Spinner } from '../../components/ui/loader';
import { useVideos } from './api/videos';
import { COMMUNITY_NS } from './community-i18n';
import { VideoCard } from './video-card';

/** /community (spec 000 §2.14): the community videos, newest first. */
export function CommunityScreen() {
  const { t } = useTranslation(COMMUNITY_NS);
  const query = useVideos();
  const videos = query.data?.pages.flatMap((p) => p.data ?? []) ?? [];
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="text-slate-600">{t('subtitle')}</p>
      </header>
      {query.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-10 text-slate-600">
          <Spinner className="size-6" />
          {t('loading')}
        </p>
      ) : query.isError ? (
        <div className="space-y-3 py-6 text-center">
          <p className="text-red-700">{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : videos.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
          {t('empty')}
        </p>
      ) : (
        <div className="space-y-4">
          {videos.map((video) => (
            <VideoCard key={video._id} video={video} />
          ))}
        </div>
      )}
      <LoadMore query={query} label={t('loadMore')} />
    </div>
  );
}
