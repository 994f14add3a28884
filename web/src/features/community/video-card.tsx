import { type CommunityVideo, embedUrl, PATHS, thumbnailUrl } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/ui/button';
import { PlayIcon } from '../../components/ui/icons';
import { WhatsappIcon } from '../../components/ui/social-icons';
import { istLongDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { COMMUNITY_NS } from './community-i18n';

/**
 * The thumbnail first, the player on tap: a YouTube frame costs about a megabyte, too much to load
 * for every video on a slow network. The player is the privacy-enhanced embed (spec 000 §2.14).
 */
export function VideoPlayer({ video }: { video: CommunityVideo }) {
  const { t } = useTranslation(COMMUNITY_NS);
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        src={embedUrl(video.youtube_id)}
        title={t('player', { title: video.title })}
        className="aspect-video w-full rounded-xl bg-black"
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={t('play', { title: video.title })}
      className="relative block aspect-video w-full overflow-hidden rounded-xl bg-slate-800"
    >
      <img
        src={thumbnailUrl(video.youtube_id)}
        alt=""
        loading="lazy"
        className="size-full object-cover"
        onError={(event) => {
          event.currentTarget.style.display = 'none';
        }}
      />
      <span className="absolute inset-0 grid place-items-center">
        <span className="grid size-16 place-items-center rounded-full bg-white/90 text-primary shadow-lg">
          <PlayIcon className="size-8" />
        </span>
      </span>
    </button>
  );
}

/** spec 000 §2.14: the share link is /shared/community?id={community id}. */
export function communityShareLink(id: string, origin = window.location.origin) {
  return `${origin}${PATHS.sharedCommunity}?id=${encodeURIComponent(id)}`;
}

/** One video of the list: title, player, description, upload date, share. */
export function VideoCard({ video }: { video: CommunityVideo }) {
  const { t } = useTranslation(COMMUNITY_NS);
  const lang = useLanguage();
  const link = communityShareLink(video._id);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void notify.success(t('copied'));
    } catch {
      // no clipboard here: WhatsApp sharing still works
    }
  };
  return (
    <article className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-bold text-slate-900">{video.title}</h2>
      <VideoPlayer video={video} />
      {video.description && <p className="text-slate-700">{video.description}</p>}
      <p className="text-sm text-slate-600">
        {/* spec 000 §2.14 asks GB English on the public page; here, the reader's language */}
        {t('uploadAt')} {istLongDate(video.created_at, lang)}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <a
          href={`https://wa.me/?text=${encodeURIComponent(`${t('shareText', { title: video.title })} ${link}`)}`}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('secondary', 'px-2 text-sm')}
        >
          <WhatsappIcon className="size-5 shrink-0" />
          {t('share')}
        </a>
        <Button variant="secondary" className="px-2 text-sm" onClick={() => void copy()}>
          {t('copy')}
        </Button>
      </div>
    </article>
  );
}
