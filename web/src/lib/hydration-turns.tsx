import { findDOMNode } from 'preact/compat';
import { Component, type ReactNode, Suspense } from 'react';
import { isField, isTyped } from './forms/typed';
import { PART_HYDRATED_MARK } from './hydration-mark';
import { sameMarkup } from './same-markup';

/**
 * issue 16 item 4: hydrating a page the server rendered is one task, and on a cheap phone the
 * feed's (the shell, then eight job cards) was the longest of its start: nothing answered a tap
 * until all of it was done. A part wrapped in `InTurn` waits during that first hydration: its
 * server markup stays on screen, untouched, and it is hydrated in a task of its own once the
 * rest is done, one part per task, so the phone can answer input between them (Preact keeps
 * the markup of a component that suspends while hydrating, and hydrates it when it resumes).
 *
 * Only the parts on the screen take their turn during the load. A part below it (the landing's
 * later sections, the footer, the feed's later cards) stays the server's markup, which reads and
 * links as it is, until the reader does something: it is hydrated at once when a finger or the
 * focus lands in it (a tap or a submit reaching it first is held and made again once it is the
 * app's), and the rest take their turns at the first scroll, tap, key, wheel, resize or return
 * to the page. Such a part is drawn over its markup as the app renders it by then
 * (drawOverMarkup). On a slow host each part's turn was about 30 ms of the load's wall time,
 * which Lighthouse counts as 70 ms of blocking time (bench/README.md, session 32); nobody was
 * reading those parts.
 *
 * Outside `hydrateInTurns` (a page drawn by the app, more cards drawn later, the server's own
 * render) `InTurn` renders its children at once.
 */
type Turn = {
  done: boolean;
  promise: Promise<void>;
  start: () => void;
  /** The part's markup as the server sent it, known once the page is hydrated. */
  element: Element | null;
  /** What suspends the part until its turn (its vnode says how it resumes). */
  holder: WaitForTurn | null;
};

/** The parts met while the page hydrates, in page order. */
let waiting: Turn[] | null = null;
/** The parts left on the server's markup until they are wanted, in page order. */
const later: Turn[] = [];

/**
 * Runs `hydrate` (which must hydrate synchronously, as Preact's `hydrateRoot` does), then gives
 * each waiting part on the screen its turn. Resolves once those are hydrated.
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
  const wanted = await wantedNow(turns);
  const now = turns.filter((turn) => wanted.has(turn));
  for (const turn of turns) if (!wanted.has(turn)) leaveForLater(turn);
  for (const turn of now) {
    await nextTask();
    startTurn(turn); // the part hydrates in this task's microtasks (Preact's render queue)
  }
  if (now.length > 0) await nextTask();
}

/**
 * Every part still on the server's markup drawn now, before a change that reaches them by
 * context (a change of language): they change with the rest of the page, not when the reader
 * next scrolls. Resolves once they are the app's.
 */
export async function hydrateTheRest(): Promise<void> {
  if (later.length === 0) return;
  for (const turn of [...later]) startTurn(turn);
  await nextTask();
}

/** A part of a rendered page hydrated in a task of its own. Its children have one root element. */
export class InTurn extends Component<{ children: ReactNode }> {
  private readonly turn = waiting ? queueTurn(waiting) : null;
  /** What the server's markup was drawn from, while it is not hydrated. */
  private kept: ReactNode = this.props.children;
  private catchUp = false;

  override componentDidMount() {
    // a part that suspended while hydrating is its server markup (preact/compat's public lookup)
    const node = this.turn && findDOMNode(this as unknown as Parameters<typeof findDOMNode>[0]);
    if (this.turn && node instanceof Element) this.turn.element = node;
  }

  override componentDidUpdate() {
    if (!this.catchUp) return;
    this.catchUp = false;
    this.forceUpdate(); // the markup hydrated, now what the page has become (render below)
  }

  override componentWillUnmount() {
    if (this.turn) forget(this.turn);
  }

  override render() {
    const { turn } = this;
    const { children } = this.props;
    // drawn by the app: no boundary (a card is drawn 8 at a time as the reader scrolls)
    if (!turn) return children;
    let part = children;
    if (!turn.done) {
      if (sameMarkup(children, this.kept)) {
        this.kept = children; // new handlers only: hydrating sets those
      } else {
        // The page changed around a part still waiting (the feed's view switched): hydrated
        // from what drew its markup first, then drawn as it is now (a hydration would leave
        // the old attributes and elements in place).
        startTurn(turn);
        part = this.kept;
        this.catchUp = true;
      }
    }
    return (
      <Suspense fallback={null}>
        <WaitForTurn turn={turn}>{part}</WaitForTurn>
      </Suspense>
    );
  }
}

class WaitForTurn extends Component<{ turn: Turn; children: ReactNode }> {
  constructor(props: { turn: Turn; children: ReactNode }) {
    super(props);
    props.turn.holder = this;
  }

  override render() {
    const { turn, children } = this.props;
    if (!turn.done) throw turn.promise;
    return children;
  }
}

function queueTurn(queue: Turn[]): Turn {
  let start = () => {};
  const promise = new Promise<void>((resolve) => {
    start = resolve;
  });
  const turn: Turn = { done: false, promise, start, element: null, holder: null };
  queue.push(turn);
  return turn;
}

function startTurn(turn: Turn) {
  if (turn.done) return;
  turn.done = true;
  if (later.includes(turn)) drawOverMarkup(turn);
  forget(turn);
  turn.start();
  performance.mark(PART_HYDRATED_MARK);
}

/**
 * The parts to hydrate during the load: those on the screen, and any the visitor has already
 * focused or typed into (the entry puts what was typed back once they are the app's, app/
 * early-input.ts). All of them where that cannot be known (no IntersectionObserver, a hidden
 * tab, whose screen is not drawn, or a part without an element).
 */
function wantedNow(turns: Turn[]): Promise<Set<Turn>> {
  const all = new Set(turns);
  if (
    turns.length === 0 ||
    typeof IntersectionObserver !== 'function' ||
    document.visibilityState === 'hidden'
  ) {
    return Promise.resolve(all);
  }
  const wanted = new Set<Turn>();
  const unseen = new Map<Element, Turn>();
  for (const turn of turns) {
    if (!turn.element || inUse(turn.element)) wanted.add(turn);
    else unseen.set(turn.element, turn);
  }
  if (unseen.size === 0) return Promise.resolve(wanted);
  return new Promise((resolve) => {
    // its first report, after the next layout, says of every element whether it is on screen
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const turn = unseen.get(entry.target);
        if (!turn) continue;
        unseen.delete(entry.target);
        if (entry.isIntersecting) wanted.add(turn);
      }
      if (unseen.size > 0) return;
      observer.disconnect();
      resolve(wanted);
    });
    for (const element of unseen.keys()) observer.observe(element);
  });
}

function inUse(element: Element): boolean {
  return element.contains(document.activeElement) || holdsVisitorState(element);
}

/**
 * What the visitor or the browser changed in the server's markup: a field typed into, or a
 * question (`<details>`, drawn closed) opened by find in page or a link to it.
 */
function holdsVisitorState(element: Element): boolean {
  if (element.querySelector('details[open]')) return true;
  return Array.from(element.querySelectorAll('input, textarea, select')).some(
    (field) => isField(field) && isTyped(field),
  );
}

/** Preact's own names (mangled) for a component's vnode (`_vnode`) and a vnode's `_flags`. */
type Rendered = { __v?: { __u?: number } };
/** The flag of a vnode that suspended while hydrating: it resumes as a hydration (MODE_HYDRATE). */
const MODE_HYDRATE = 1 << 5;

/**
 * A part left waiting resumes as a render over its server markup, not as a hydration. Hydrating
 * copies no attribute, and a part may have waited for minutes while what it reads inside itself
 * (a store, the outbox, the site's details) changed: drawn over the markup, it keeps the server's
 * elements (and the focus in them) but sets every attribute and text to what the app renders
 * now, and removes those it no longer has (Preact reads the element's attributes for that). A
 * part the visitor has typed into, or with a question opened, resumes as a hydration, which
 * leaves a field's value and a question's `open` alone. hydration-turns.test.tsx checks each,
 * and fails if Preact ever renames what this relies on.
 */
function drawOverMarkup(turn: Turn) {
  if (!turn.element || holdsVisitorState(turn.element)) return;
  const vnode = (turn.holder as Rendered | null)?.__v;
  if (vnode?.__u !== undefined) vnode.__u &= ~MODE_HYDRATE;
}

function leaveForLater(turn: Turn) {
  if (turn.done) return;
  later.push(turn);
  if (later.length === 1) listen(true);
}

function forget(turn: Turn) {
  const i = later.indexOf(turn);
  if (i === -1) return;
  later.splice(i, 1);
  if (later.length === 0) listen(false);
}

/** The waiting part that holds `target`. */
function partOf(target: EventTarget | null): Turn | undefined {
  if (!(target instanceof Node)) return undefined;
  return later.find((turn) => turn.element?.contains(target));
}

/** A finger or the focus in a waiting part: hydrated at once, before the tap's click comes. */
function onReach(event: Event) {
  const turn = partOf(event.target);
  if (turn) startTurn(turn);
  if (event.type !== 'focusin') restInTurns();
}

/**
 * A tap or submit reaching a waiting part first (a screen reader's activation, a click made by
 * code): held, the part hydrated, then made again for the app. One the page's own first script
 * already held (defaultPrevented, domain EARLY_INPUT_SCRIPT) is made again by the entry.
 */
function onActivate(event: Event) {
  const turn = partOf(event.target);
  if (!turn) return;
  const { target } = event;
  const again = !event.defaultPrevented;
  if (again) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  startTurn(turn);
  restInTurns();
  if (!again) return;
  void nextTask().then(() => {
    if (event instanceof SubmitEvent && target instanceof HTMLFormElement) {
      if (target.isConnected) target.requestSubmit(event.submitter);
    } else if (target instanceof HTMLElement && target.isConnected) {
      target.click();
    }
  });
}

function onReturn() {
  if (document.visibilityState === 'visible') restInTurns();
}

let resting = false;

/** The reader is doing something: every waiting part takes its turn, a task each. */
function restInTurns() {
  if (resting) return;
  resting = true;
  void (async () => {
    while (later.length > 0) {
      await nextTask();
      const next = later[0];
      if (next) startTurn(next);
    }
    resting = false;
  })();
}

const passive = { capture: true, passive: true } as const;
const REST_ON = ['pointerdown', 'keydown', 'wheel'] as const;

function listen(on: boolean) {
  if (on) {
    for (const type of REST_ON) document.addEventListener(type, onReach, passive);
    // the page's own scroll, not a list's (a carousel sliding on by itself scrolls one)
    document.addEventListener('scroll', restInTurns, { passive: true });
    document.addEventListener('focusin', onReach, true);
    document.addEventListener('click', onActivate, true);
    document.addEventListener('submit', onActivate, true);
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('resize', restInTurns);
  } else {
    for (const type of REST_ON) document.removeEventListener(type, onReach, passive);
    document.removeEventListener('scroll', restInTurns);
    document.removeEventListener('focusin', onReach, true);
    document.removeEventListener('click', onActivate, true);
    document.removeEventListener('submit', onActivate, true);
    document.removeEventListener('visibilitychange', onReturn);
    window.removeEventListener('resize', restInTurns);
  }
}

/** A new task: after the browser has had the chance to handle input and paint. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
