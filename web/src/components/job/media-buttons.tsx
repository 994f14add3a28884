import type { SeekerJob } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayIcon } from '../ui/icons';
import { JOB_NS } from './job-i18n';

type Media = 'audio' | 'animated';

export type MediaButtonsProps = {
  job: Pick<SeekerJob, 'audio_description' | 'animated_description'>;
};

/**
 * spec 000 §2.7: play buttons for the job's audio and animated description, each disabled when
 * the job has none; the player opens under them. The job detail, the employer's own job details
 * and the admin's description queue show the same.
 */
export function MediaButtons({ job }: MediaButtonsProps) {
  const { t } = useTranslation(JOB_NS);
  const [playing, setPlaying] = useState<Media | null>(null);
  const sources: Record<Media, string | null> = {
    audio: job.audio_description || null,
    animated: job.animated_description || null,
  };
  const button = (media: Media, text: string, missing: string) => {
    const src = sources[media];
    return (
      <button
        type="button"
        disabled={!src}
        aria-pressed={playing === media}
        title={src ? undefined : missing}
        onClick={() => setPlaying((p) => (p === media ? null : media))}
        className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-xl bg-primary-soft px-3 text-sm font-semibold text-primary disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400"
      >
        <PlayIcon className="size-5 shrink-0" />
        {playing === media ? t('detail.stop') : text}
        {!src && <span className="sr-only">({missing})</span>}
      </button>
    );
  };
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        {button('audio', t('detail.playAudio'), t('detail.noAudio'))}
        {button('animated', t('detail.playAnimated'), t('detail.noAnimated'))}
      </div>
      {playing === 'audio' && sources.audio && (
        // biome-ignore lint/a11y/useMediaCaption: the job's spoken description has no captions
        <audio src={sources.audio} controls autoPlay className="w-full" />
      )}
      {playing === 'animated' && sources.animated && (
        // biome-ignore lint/a11y/useMediaCaption: the animated description has no captions
        <video src={sources.animated} controls autoPlay playsInline className="w-full rounded-xl" />
      )}
    </div>
  );
}
