import { SEED_PLANS, STARTER_ALLOWANCE } from '@kaamkaj/domain';
import { describe, expect, it } from 'vitest';
import { addPlan } from './grant';

// README "Plans and payments": a purchase adds to what is left and moves the end; a lapsed
// plan's leftovers are gone first.

const DAY = 86_400_000;
const NOW = new Date('2026-11-24T10:00:00.000Z');
const later = (days: number) => new Date(NOW.getTime() + days * DAY);
const plan = (code: string) => {
  const found = SEED_PLANS.find((p) => p.code === code);
  if (!found) throw new Error(`no seed plan ${code}`);
  return found;
};
const GOLD = plan('HLJ-EMP-101'); // 2 posts, 2 audio, 0 animated, 90 days
const DIAMOND = plan('HLJ-EMP-102'); // 4 posts, 4 audio, 1 animated, 90 days

const STARTER = {
  jobPostUsage: STARTER_ALLOWANCE.job_post_usage,
  animatedJdUsage: STARTER_ALLOWANCE.animated_jd_usage,
  audioJdUsage: 0,
  validUntil: null,
};

describe('addPlan', () => {
  it('adds a first plan to the starter allowance and ends 90 days from now', () => {
    expect(addPlan(STARTER, GOLD, NOW)).toEqual({
      jobPostUsage: 4,
      animatedJdUsage: 0,
      audioJdUsage: 2,
      validUntil: later(90),
    });
  });

  it('adds to what a running plan has left and extends from its end, not from now', () => {
    const running = { jobPostUsage: 1, animatedJdUsage: 1, audioJdUsage: 3, validUntil: later(30) };
    expect(addPlan(running, DIAMOND, NOW)).toEqual({
      jobPostUsage: 5,
      animatedJdUsage: 2,
      audioJdUsage: 7,
      validUntil: later(120),
    });
  });

  it('drops what a lapsed plan left (starter posts merged into it too) and starts from now', () => {
    const lapsed = { jobPostUsage: 3, animatedJdUsage: 1, audioJdUsage: 2, validUntil: later(-1) };
    expect(addPlan(lapsed, GOLD, NOW)).toEqual({
      jobPostUsage: 2,
      animatedJdUsage: 0,
      audioJdUsage: 2,
      validUntil: later(90),
    });
  });

  it('treats a plan ending this very instant as lapsed', () => {
    const ending = { jobPostUsage: 5, animatedJdUsage: 0, audioJdUsage: 0, validUntil: NOW };
    expect(addPlan(ending, GOLD, NOW)).toMatchObject({ jobPostUsage: 2, validUntil: later(90) });
  });

  it('changes nothing it was given', () => {
    const running = { jobPostUsage: 1, animatedJdUsage: 0, audioJdUsage: 0, validUntil: later(10) };
    const copy = structuredClone(running);
    addPlan(running, GOLD, NOW);
    expect(running).toEqual(copy);
  });
});
