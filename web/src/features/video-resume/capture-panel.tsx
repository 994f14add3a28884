import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { CameraMessage, isCameraProblem } from './camera-message';
import { CameraView } from './camera-view';
import type { DemoKind } from './demo-dialog';
import { browserRecordingFormat } from './media-format';
import { QuestionOverlay } from './question-overlay';
import { RecorderControls } from './recorder-controls';
import { StartActions } from './start-actions';
import type { VideoFile } from './upload-video-resume';
import { type Facing, useCamera } from './use-camera';
import { useRecorder } from './use-recorder';
import { SwitchCameraIcon } from './video-icons';
import { VIDEO_RESUME_NS } from './video-resume-i18n';

// Radix and the player load on the first Sample or Guide only.
const DemoDialog = lazyDialog(() =>
  import('./demo-dialog').then((m) => ({ default: m.DemoDialog })),
);

/** The camera page of spec 000 §2.10: preview, demos, then the recorder or a picked file. */
export function CapturePanel({ onVideo }: { onVideo: (video: VideoFile) => void }) {
  const { t } = useTranslation(VIDEO_RESUME_NS);
  const canRecord = useMemo(() => browserRecordingFormat() !== null, []);
  const [facing, setFacing] = useState<Facing>('user');
  const [recorderOpen, setRecorderOpen] = useState(false);
  const [demo, setDemo] = useState<DemoKind | null>(null);
  const camera = useCamera(facing, canRecord);
  const recorder = useRecorder(camera.stream, onVideo);
  const ready = camera.status === 'ready';
  const beforeRecording = recorder.state.phase === 'ready';

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        {!recorderOpen && <p className="mt-1 text-slate-600">{t('intro')}</p>}
      </header>
      {isCameraProblem(camera.status) ? (
        <CameraMessage problem={camera.status} onRetry={camera.retry} />
      ) : (
        <CameraView
          stream={camera.stream}
          starting={camera.status === 'starting'}
          mirrored={facing === 'user'}
          compact={!recorderOpen}
        >
          {/* spec 000 §2.10: the camera can be switched before recording */}
          {ready && beforeRecording && (
            <button
              type="button"
              aria-label={t('camera.switch')}
              title={t('camera.switch')}
              onClick={() => setFacing(facing === 'user' ? 'environment' : 'user')}
              className="absolute top-3 right-3 flex size-12 items-center justify-center rounded-full bg-slate-950/60 text-white hover:bg-slate-950/75 focus-visible:outline-3 focus-visible:outline-white"
            >
              <SwitchCameraIcon />
            </button>
          )}
          {recorderOpen && ready && <QuestionOverlay state={recorder.state} />}
        </CameraView>
      )}
      {recorderOpen && ready ? (
        <RecorderControls
          state={recorder.state}
          failed={recorder.failed}
          disabled={!camera.stream}
          onPress={recorder.press}
          onCancel={() => {
            recorder.discard();
            setRecorderOpen(false);
          }}
        />
      ) : (
        <StartActions
          create={ready ? 'ready' : camera.status === 'starting' ? 'waiting' : 'off'}
          onCreate={() => setRecorderOpen(true)}
          onDemo={setDemo}
          onVideo={onVideo}
        />
      )}
      <LazyDialog
        open={demo !== null}
        component={DemoDialog}
        onUnavailable={() => setDemo(null)}
        props={{ kind: demo, onClose: () => setDemo(null) }}
      />
    </div>
  );
}
