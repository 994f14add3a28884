import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PlayIcon } from '../../components/ui/icons';
import type { DemoKind } from './demo-dialog';
import { UploadPicker } from './upload-picker';
import type { VideoFile } from './upload-video-resume';
import { RecordIcon } from './video-icons';
import { VIDEO_RESUME_NS } from './video-resume-i18n';

type StartActionsProps = {
  /** Recording needs a running camera (offered, waiting for it, or not possible); uploading never does. */
  create: 'ready' | 'waiting' | 'off';
  onCreate: () => void;
  onDemo: (kind: DemoKind) => void;
  onVideo: (video: VideoFile) => void;
};

/** spec 000 §2.10: Sample and Guide, Create Resume, Upload Resume. */
export function StartActions({ create, onCreate, onDemo, onVideo }: StartActionsProps) {
  const { t } = useTranslation(VIDEO_RESUME_NS);
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <Button variant="ghost" className="ring-1 ring-slate-200" onClick={() => onDemo('sample')}>
          <PlayIcon className="size-5" />
          {t('actions.sample')}
        </Button>
        <Button variant="ghost" className="ring-1 ring-slate-200" onClick={() => onDemo('guide')}>
          <PlayIcon className="size-5" />
          {t('actions.guide')}
        </Button>
      </div>
      {create !== 'off' && (
        <Button block disabled={create === 'waiting'} onClick={onCreate}>
          <RecordIcon className="size-5" />
          {t('actions.create')}
        </Button>
      )}
      <UploadPicker onVideo={onVideo} primary={create === 'off'} />
    </div>
  );
}
