import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { VIDEO_RESUME_NS } from './video-resume-i18n';

export type DemoKind = 'sample' | 'guide';

// web/public/video-resume/: short bilingual slides (the three questions; how to record).
export const DEMO_VIDEOS: Record<DemoKind, string> = {
  sample: '/video-resume/sample.mp4',
  guide: '/video-resume/guide.mp4',
};

type DemoDialogProps = { kind: DemoKind | null; onClose: () => void };

/** spec 000 §2.10: Sample and Guide play a demo video in a modal. */
export function DemoDialog({ kind, onClose }: DemoDialogProps) {
  const { t } = useTranslation(VIDEO_RESUME_NS);
  const [broken, setBroken] = useState<string | null>(null);
  const shown = kind ?? 'sample';
  const src = DEMO_VIDEOS[shown];

  return (
    <Dialog
      open={kind !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(`demo.${shown}Title`)}
      description={t(`demo.${shown}Body`)}
    >
      {broken === src ? (
        <p className="rounded-xl bg-slate-100 p-4 text-center text-slate-700">
          {t('demo.unplayable')}
        </p>
      ) : (
        <video
          key={src}
          src={src}
          controls
          autoPlay
          muted // the demos are silent slides: their words are on screen
          playsInline
          preload="auto"
          aria-label={t(`demo.${shown}Title`)}
          onError={() => setBroken(src)}
          className="mx-auto aspect-[9/16] max-h-[65dvh] w-full rounded-xl bg-slate-900"
        />
      )}
    </Dialog>
  );
}
