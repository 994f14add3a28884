import { type ReactNode, Suspense, useState } from 'react';

/**
 * issue 16 item 4: hydrating a page the server rendered is one task, and on a cheap phone the
 * feed's (the shell, then eight job cards) was the longest of its start: nothing answered a tap
 * until all of it was done. A part wrapped in `InTurn` waits during that first hydration: its
 * server markup stays on screen, untouched, and it is hydrated in a task of its own once the
 * rest is done, one part per task, so the phone can answer input between them (Preact keeps
 * the markup of a component that suspends while hydrating, and hydrates it when it resumes).
 *
 * Outside `hydrateInTurns` (a page drawn by the app, more cards drawn later, the server's own
 * render) `InTurn` renders its children at once.
 */
type Turn = { done: boolean; promise: Promise<void>; start: () => void };

let waiting: Turn[] | null = null;

/**
 * Runs `hydrate` (which must hydrate synchronously, as Preact's `hydrateRoot` does), then gives
 * each waiting part its turn. Resolves once the last part is hydrated.
 */
export async function hydrateInTurns(hydrate: () => void): Promise<void> {
  waiting = [];
  let turns: Turn[];
  try {
    hydrate();
  } finally {
    turns = waiting;
    waiting = null;
  }
  for (const turn of turns) {
    await nextTask();
    turn.done = true;
    turn.start(); // the part hydrates in this task's microtasks (Preact's render queue)
  }
  if (turns.length > 0) await nextTask();
}

/** A part of a rendered page hydrated in a task of its own. Its children have one root element. */
export function InTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (waiting ? queueTurn(waiting) : null));
  // drawn by the app: no boundary (a card is drawn 8 at a time as the reader scrolls)
  if (!turn) return children;
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}

function WaitForTurn({ turn, children }: { turn: Turn; children: ReactNode }) {
  if (!turn.done) throw turn.promise;
  return children;
}

function queueTurn(queue: Turn[]): Turn {
  let start = () => {};
  const promise = new Promise<void>((resolve) => {
    start = resolve;
  });
  const turn = { done: false, promise, start };
  queue.push(turn);
  return turn;
}

/** A new task: after the browser has had the chance to handle input and paint. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
