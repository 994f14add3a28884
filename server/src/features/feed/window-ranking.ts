import { MATCH_WEIGHTS as W } from '@kaamkaj/domain';
import { FEED_WINDOW } from './feed.queries';
import { EMPTY, NO_PAY, TAGS, tagOf, type Window } from './feed-window';

// The ranking of feed-windows.ts: a seeker's candidates picked from the windows, newest first
// within each of the SQL's branches, scored, and the page merged out of them by score.

/**
 * The candidates a ranking took, each a window (a number of `wins`), a place in it and its
 * score, in typed arrays that every ranking of this process reuses: a ranking runs from its first
 * pick to its page without yielding. Each is scored as it is picked. Before, a ranking pushed its
 * few thousand candidates into two arrays of its own and scored them in a second pass: 167 µs of
 * CPU a ranking against 132 µs now (issue 17 item 1; bench/README.md, 2026-11-29).
 */
type Picked = {
  n: number;
  wins: Window[];
  win: Uint16Array;
  place: Uint32Array;
  score: Uint8Array;
  /** how many candidates have each score */
  perScore: number[];
};
let scratch = {
  win: new Uint16Array(4096),
  place: new Uint32Array(4096),
  score: new Uint8Array(4096),
};

/** The tags of the seeker's answers, as flags: every ranking's, cleared when it ends. */
const answeredTags = new Uint8Array(TAGS);

/** An empty `Picked` on the shared arrays, room made for `most` candidates. */
function picking(most: number): Picked {
  if (scratch.place.length < most) {
    const size = 2 ** Math.ceil(Math.log2(most));
    scratch = {
      win: new Uint16Array(size),
      place: new Uint32Array(size),
      score: new Uint8Array(size),
    };
  }
  return { n: 0, wins: [], ...scratch, perScore: new Array<number>(MAX_SCORE + 1).fill(0) };
}

/** Newer first, as the SQL orders: created_at, then id, descending. */
function newer(a: Window, i: number, b: Window, j: number): boolean {
  const x = a.at[i] as number;
  const y = b.at[j] as number;
  return x > y || (x === y && (a.ids[i] as string) > (b.ids[j] as string));
}
const MAX_SCORE = W.district + W.skills + W.experience + W.salary;

/** What a seeker's score reads of them: districts and skills as flags by name number. */
export type Scoring = {
  districts: Uint8Array;
  skills: Uint8Array;
  experience: number | null;
  salary: number | null;
};

/** A candidate's score, MATCH_WEIGHTS as feedRanking's order. */
function scoreOf(w: Window, k: number, m: Scoring): number {
  let score = m.districts[w.district[k] as number] === 1 ? W.district : 0;
  const to = w.skillsFrom[k + 1] as number;
  for (let s = w.skillsFrom[k] as number; s < to; s++) {
    if (m.skills[w.skills[s] as number] === 1) {
      score += W.skills;
      break;
    }
  }
  if (m.experience !== null && (w.experience[k] as number) <= m.experience) score += W.experience;
  const pay = w.pay[k] as number;
  if (m.salary !== null && pay !== NO_PAY && pay >= m.salary) score += W.salary;
  return score;
}

/**
 * The ids at [offset, offset + limit) of the order by score, then newest. Each branch (from
 * `branchFrom[b]` on in `picked`) is newest first, so a score's candidates in order are the
 * branches' merged; only the scores the page reaches are merged, and only as far as it needs.
 */
function pageOf(picked: Picked, branchFrom: number[], offset: number, limit: number): string[] {
  const { wins, win, place, score: scores, perScore } = picked;
  const ids: string[] = [];
  const branchTo = [...branchFrom.slice(1), picked.n];
  const heads = new Array<number>(branchFrom.length).fill(0);
  let skip = offset;
  for (let score = MAX_SCORE; score >= 0 && ids.length < limit; score--) {
    const n = perScore[score] as number;
    if (skip >= n) {
      skip -= n;
      continue;
    }
    for (let b = 0; b < heads.length; b++) {
      heads[b] = nextOf(scores, score, branchFrom[b] as number, branchTo[b] as number);
    }
    while (ids.length < limit) {
      let best = -1;
      for (let b = 0; b < heads.length; b++) {
        const c = heads[b] as number;
        if (c >= (branchTo[b] as number)) continue;
        const d = best < 0 ? -1 : (heads[best] as number);
        if (
          d < 0 ||
          newer(
            wins[win[c] as number] as Window,
            place[c] as number,
            wins[win[d] as number] as Window,
            place[d] as number,
          )
        ) {
          best = b;
        }
      }
      if (best < 0) break;
      const c = heads[best] as number;
      heads[best] = nextOf(scores, score, c + 1, branchTo[best] as number);
      if (skip > 0) skip -= 1;
      else ids.push((wins[win[c] as number] as Window).ids[place[c] as number] as string);
    }
    skip = 0;
  }
  return ids;
}

/** The first place from `from` on, before `to`, whose score is `score` (else `to`). */
function nextOf(scores: Uint8Array, score: number, from: number, to: number): number {
  let c = from;
  while (c < to && scores[c] !== score) c++;
  return c;
}

/**
 * Adds to `out` the newest FEED_WINDOW jobs of one or two windows (gender 0 and the seeker's
 * own, merged newest first), leaving out jobs in `own` districts and `answered` ones: each as
 * its window, place and score (`m`). False when a cut window ran out first: older jobs, not in
 * memory, could belong.
 */
function newest(
  parts: Window[],
  own: Uint8Array | null,
  answered: ReadonlySet<string>,
  m: Scoring,
  out: Picked,
): boolean {
  const a = parts[0] as Window;
  const b = parts[1] ?? EMPTY;
  const ia = out.wins.push(a) - 1;
  const ib = out.wins.push(b) - 1;
  const checkAnswered = answered.size > 0;
  // locals: a loop over properties reads them again at each step
  const an = a.n;
  const bn = b.n;
  const { win, place, score: scores, perScore } = out;
  let c = out.n;
  let i = 0;
  let j = 0;
  let taken = 0;
  let enough = true;
  while (taken < FEED_WINDOW) {
    let w: Window;
    let k: number;
    if (i < an) {
      if (j < bn && !newer(a, i, b, j)) {
        w = b;
        k = j++;
      } else if (j >= bn && b.cut) {
        enough = false;
        break;
      } else {
        w = a;
        k = i++;
      }
    } else if (j < bn) {
      if (a.cut) {
        enough = false;
        break;
      }
      w = b;
      k = j++;
    } else {
      enough = !a.cut && !b.cut;
      break;
    }
    if (own !== null && own[w.district[k] as number] === 1) continue;
    if (
      checkAnswered &&
      answeredTags[w.tag[k] as number] === 1 &&
      answered.has(w.ids[k] as string)
    ) {
      continue;
    }
    const score = scoreOf(w, k, m);
    win[c] = w === a ? ia : ib;
    place[c] = k;
    scores[c] = score;
    perScore[score] = (perScore[score] as number) + 1;
    c += 1;
    taken += 1;
  }
  out.n = c;
  return enough;
}

/** One of the SQL's branches (feed.queries.ts): the windows merged newest first (gender 0 and
 * the seeker's own), leaving out the jobs in the districts flagged in `leaveOut`. */
export type Branch = { parts: Window[]; leaveOut: Uint8Array | null };

/**
 * The ids at [offset, offset + limit) of the seeker's ranking over `branches`, in the SQL's
 * order, and how many candidates there are; `answered` (every job the seeker has answered) left
 * out. Null when a window cut short ran out (older jobs, not in memory, could belong). Nothing
 * in it yields: the shared arrays are this ranking's until it returns.
 */
export function rankBranches(
  branches: readonly Branch[],
  answered: ReadonlySet<string>,
  scoring: Scoring,
  offset: number,
  limit: number,
): { ids: string[]; total: number } | null {
  for (const id of answered) answeredTags[tagOf(id)] = 1;
  try {
    const picked = picking(branches.length * FEED_WINDOW);
    // where each branch's candidates start in `picked` (each branch is newest first)
    const branchFrom: number[] = [];
    for (const { parts, leaveOut } of branches) {
      branchFrom.push(picked.n);
      if (!newest(parts, leaveOut, answered, scoring, picked)) return null;
    }
    return { ids: pageOf(picked, branchFrom, offset, limit), total: picked.n };
  } finally {
    for (const id of answered) answeredTags[tagOf(id)] = 0;
  }
}
