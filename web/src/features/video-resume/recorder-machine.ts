import { QUESTIONS } from './questions';

/**
 * The recorder of spec 000 §2.10 as a pure reducer: one continuous recording across the three
 * questions, one main button, a countdown per question.
 *
 * The main button's label cycles Start, Next, Start, Stop (spec 000 §2.10), one label per step:
 *   ready (question 1 shown, not recording)  -> "Start": starts recording, question 1 (15 s)
 *   question 1                               -> "Next":  question 2 (10 s)
 *   question 2                               -> "Start": question 3 (15 s)
 *   question 3                               -> "Stop":  ends the recording, then the preview
 * When a question's time reaches zero the recorder does what the button would have done: the
 * next question, or the end after question 3. Left alone, a recording lasts 40 s.
 */
export type RecorderState =
  | { phase: 'ready' }
  | { phase: 'asking'; question: number; endsAt: number; now: number }
  | { phase: 'stopped' };

export type RecorderEvent =
  | { type: 'press'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'reset' };

export type ButtonLabel = 'start' | 'next' | 'stop';

/** The label of each step: ready, question 1, question 2, question 3. */
export const LABEL_CYCLE: readonly ButtonLabel[] = ['start', 'next', 'start', 'stop'];

export const INITIAL_RECORDER: RecorderState = { phase: 'ready' };

/** Question `index` from `startsAt`; past the last question the recording is over. */
function ask(index: number, startsAt: number, now: number): RecorderState {
  const question = QUESTIONS[index];
  if (!question) return { phase: 'stopped' };
  return { phase: 'asking', question: index, endsAt: startsAt + question.seconds * 1000, now };
}

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'reset':
      return INITIAL_RECORDER;
    case 'press':
      if (state.phase === 'ready') return ask(0, event.now, event.now);
      if (state.phase === 'asking') return ask(state.question + 1, event.now, event.now);
      return state;
    case 'tick': {
      if (state.phase !== 'asking') return state;
      let next: RecorderState = { ...state, now: event.now };
      // Timed from the deadline, not the tick: a throttled timer on a slow phone stays on time.
      while (next.phase === 'asking' && event.now >= next.endsAt) {
        next = ask(next.question + 1, next.endsAt, event.now);
      }
      return next;
    }
  }
}

/** The question on screen: the first one while ready, none once stopped. */
export function questionOf(state: RecorderState): number | null {
  if (state.phase === 'ready') return 0;
  return state.phase === 'asking' ? state.question : null;
}

/** Whole seconds left on the countdown (the full 15 s while ready). */
export function secondsLeft(state: RecorderState): number {
  if (state.phase === 'ready') return QUESTIONS[0].seconds;
  if (state.phase === 'stopped') return 0;
  return Math.max(0, Math.ceil((state.endsAt - state.now) / 1000));
}

/** The main button's label, or null once the recording is over. */
export function buttonLabel(state: RecorderState): ButtonLabel | null {
  if (state.phase === 'ready') return LABEL_CYCLE[0] ?? null;
  if (state.phase === 'stopped') return null;
  return LABEL_CYCLE[state.question + 1] ?? null;
}
