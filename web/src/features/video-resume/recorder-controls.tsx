import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { buttonLabel, type RecorderState } from './recorder-machine';
import { RecordIcon } from './video-icons';
import { VIDEO_RESUME_NS } from './video-resume-i18n';

type RecorderControlsProps = {
  state: RecorderState;
  failed: boolean;
  disabled: boolean;
  onPress: () => void;
  onCancel: () => void;
};

const HINTS = ['q1', 'q2', 'q3'] as const;

/** The main button (Start, Next, Start, Stop: recorder-machine.ts) with a hint and Cancel. */
export function RecorderControls({
  state,
  failed,
  disabled,
  onPress,
  onCancel,
}: RecorderControlsProps) {
  const { t } = useTranslation(VIDEO_RESUME_NS);
  const label = buttonLabel(state);
  if (!label) return null;
  const hint = state.phase === 'asking' ? HINTS[state.question] : 'ready';

  return (
    <section aria-label={t('recorder.label')} className="space-y-3">
      <p className="text-center text-sm text-slate-600">{t(`recorder.hint.${hint ?? 'q3'}`)}</p>
      <ErrorAlert>{failed ? t('recorder.failed') : null}</ErrorAlert>
      <div className="grid grid-cols-[1fr_2fr] gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('recorder.cancel')}
        </Button>
        <Button
          className={label === 'stop' ? 'bg-red-600! hover:bg-red-700! active:bg-red-700!' : ''}
          disabled={disabled}
          onClick={onPress}
        >
          {state.phase === 'ready' && <RecordIcon className="size-5" />}
          {t(`recorder.${label}`)}
        </Button>
      </div>
    </section>
  );
}
