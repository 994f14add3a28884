import { useTranslation } from 'react-i18next';
import { QUESTIONS } from './questions';
import { questionOf, type RecorderState, secondsLeft } from './recorder-machine';
import { VIDEO_RESUME_NS } from './video-resume-i18n';

/** 15 -> "0:15" */
const clock = (seconds: number) => `0:${String(seconds).padStart(2, '0')}`;

/** The question being answered and its countdown, over the camera picture. */
export function QuestionOverlay({ state }: { state: RecorderState }) {
  const { t } = useTranslation(VIDEO_RESUME_NS);
  const index = questionOf(state);
  const question = index === null ? undefined : QUESTIONS[index];
  if (index === null || !question) return null;
  const left = secondsLeft(state);
  const recording = state.phase === 'asking';

  return (
    <>
      {recording && (
        <p className="absolute top-3 left-3 flex items-center gap-1.5 rounded-full bg-red-600 px-3 py-1 text-sm font-semibold text-white">
          <span className="size-2.5 animate-pulse rounded-full bg-white" aria-hidden />
          {t('recorder.recording')}
        </p>
      )}
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/90 via-slate-950/75 to-transparent px-4 pt-8 pb-3 text-white">
        <div className="flex items-end justify-between gap-3">
          {/* Announced when the question changes, by the button or by the timer. */}
          <div aria-live="polite" className="min-w-0">
            <p className="text-sm font-semibold text-white/80">
              {t('recorder.question', { number: index + 1, total: QUESTIONS.length })}
            </p>
            <p className="text-lg leading-snug font-semibold">{t(`questions.${question.key}`)}</p>
          </div>
          <p
            role="timer"
            aria-label={t('recorder.secondsLeft', { count: left })}
            className="shrink-0 text-3xl font-semibold tabular-nums"
          >
            {clock(left)}
          </p>
        </div>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/25" aria-hidden>
          <div
            className="h-full rounded-full bg-accent transition-[width] duration-300 ease-linear"
            style={{ width: `${(left / question.seconds) * 100}%` }}
          />
        </div>
      </div>
    </>
  );
}
