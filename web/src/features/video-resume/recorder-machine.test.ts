import { describe, expect, it } from 'vitest';
import { QUESTIONS, TOTAL_SECONDS } from './questions';
import {
  buttonLabel,
  INITIAL_RECORDER,
  LABEL_CYCLE,
  questionOf,
  type RecorderEvent,
  type RecorderState,
  recorderReducer,
  secondsLeft,
} from './recorder-machine';

const T0 = 1_000_000;
const press = (now: number): RecorderEvent => ({ type: 'press', now });
const tick = (now: number): RecorderEvent => ({ type: 'tick', now });
const run = (events: RecorderEvent[], from: RecorderState = INITIAL_RECORDER) =>
  events.reduce(recorderReducer, from);

describe('recorder state machine (spec 000 §2.10, §9)', () => {
  it('asks 3 questions of 15, 10 and 15 seconds', () => {
    expect(QUESTIONS.map((q) => q.seconds)).toEqual([15, 10, 15]);
    expect(TOTAL_SECONDS).toBe(40);
  });

  it('cycles the button label Start, Next, Start, Stop, then the recording is over', () => {
    expect(LABEL_CYCLE).toEqual(['start', 'next', 'start', 'stop']);
    const seen: (string | null)[] = [];
    let state = INITIAL_RECORDER;
    for (let i = 0; i < 4; i++) {
      seen.push(buttonLabel(state));
      state = recorderReducer(state, press(T0 + i * 3000));
    }
    expect(seen).toEqual(['start', 'next', 'start', 'stop']);
    expect(state).toEqual({ phase: 'stopped' });
    expect(buttonLabel(state)).toBeNull();
    expect(recorderReducer(state, press(T0 + 20_000))).toBe(state); // a late press does nothing
  });

  it('shows question 1 with its full time before Start, and each question in turn', () => {
    expect(questionOf(INITIAL_RECORDER)).toBe(0);
    expect(secondsLeft(INITIAL_RECORDER)).toBe(15);
    const q1 = run([press(T0)]);
    expect([questionOf(q1), secondsLeft(q1)]).toEqual([0, 15]);
    const q2 = run([press(T0 + 4000)], q1);
    expect([questionOf(q2), secondsLeft(q2)]).toEqual([1, 10]);
    const q3 = run([press(T0 + 6000)], q2);
    expect([questionOf(q3), secondsLeft(q3)]).toEqual([2, 15]);
  });

  it('counts down and advances by itself when the timer reaches zero', () => {
    let state = run([press(T0)]);
    state = run([tick(T0 + 1000)], state);
    expect(secondsLeft(state)).toBe(14);
    state = run([tick(T0 + 14_999)], state);
    expect([questionOf(state), secondsLeft(state)]).toEqual([0, 1]);
    state = run([tick(T0 + 15_000)], state);
    expect([questionOf(state), secondsLeft(state), buttonLabel(state)]).toEqual([1, 10, 'start']);
    state = run([tick(T0 + 25_000)], state);
    expect([questionOf(state), secondsLeft(state), buttonLabel(state)]).toEqual([2, 15, 'stop']);
    state = run([tick(T0 + 39_900)], state);
    expect(state.phase).toBe('asking');
    state = run([tick(T0 + 40_000)], state);
    expect(state).toEqual({ phase: 'stopped' }); // after question 3 it stops
  });

  it('times each question from its deadline, so a throttled timer keeps the 40 s', () => {
    // The phone slept: the first tick after Start arrives 27 s late.
    const state = run([press(T0), tick(T0 + 27_000)]);
    expect([questionOf(state), secondsLeft(state)]).toEqual([2, 13]);
    expect(run([tick(T0 + 60_000)], run([press(T0)]))).toEqual({ phase: 'stopped' });
  });

  it('gives the next question its full time when Next is pressed early', () => {
    const state = run([press(T0), press(T0 + 3000), tick(T0 + 12_500)]);
    expect([questionOf(state), secondsLeft(state)]).toEqual([1, 1]);
  });

  it('ignores ticks outside a question and goes back to the start on reset', () => {
    expect(run([tick(T0 + 99_000)])).toBe(INITIAL_RECORDER);
    expect(run([press(T0), { type: 'reset' }])).toBe(INITIAL_RECORDER);
  });
});
