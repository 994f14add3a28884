import { MAX_JOB_INTERESTS, MAX_SKILLS_PER_CATEGORY } from '@kaamkaj/domain';
import { describe, expect, it } from 'vitest';
import { tileState, toggleInterest, withSkills } from './interest-rules';
import { MAX_INTERESTS, MAX_SKILLS } from './limits';

const picked = (...ids: string[]) => ids.map((job_category) => ({ job_category, skills: [] }));

describe('job interest rules (spec 000 §2.6 step 2, §5)', () => {
  it('uses the limits of domain', () => {
    expect(MAX_INTERESTS).toBe(MAX_JOB_INTERESTS);
    expect(MAX_SKILLS).toBe(MAX_SKILLS_PER_CATEGORY);
  });

  it('disables the other categories once 3 are chosen', () => {
    const chosen = ['driver', 'cook', 'helper'];
    expect(tileState('mason', chosen, [])).toEqual({
      checked: false,
      disabled: true,
      locked: false,
    });
    expect(tileState('cook', chosen, [])).toEqual({
      checked: true,
      disabled: false,
      locked: false,
    });
    expect(tileState('mason', ['driver', 'cook'], []).disabled).toBe(false);
  });

  it('keeps saved categories chosen and locked', () => {
    expect(tileState('driver', [], ['driver'])).toEqual({
      checked: true,
      disabled: true,
      locked: true,
    });
  });

  it('adds up to 3 and never removes a saved one', () => {
    let list = toggleInterest([], 'driver', true, []);
    list = toggleInterest(list, 'cook', true, []);
    list = toggleInterest(list, 'helper', true, []);
    expect(toggleInterest(list, 'mason', true, []).map((j) => j.job_category)).toEqual([
      'driver',
      'cook',
      'helper',
    ]);
    expect(toggleInterest(list, 'cook', false, ['driver']).map((j) => j.job_category)).toEqual([
      'driver',
      'helper',
    ]);
    expect(toggleInterest(list, 'driver', false, ['driver'])).toHaveLength(3);
  });

  it('keeps at most 3 skills for a category and fills missing skill lists', () => {
    const list = withSkills([{ job_category: 'driver' }, ...picked('cook')], 'cook', [
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(list).toEqual([
      { job_category: 'driver', skills: [] },
      { job_category: 'cook', skills: ['a', 'b', 'c'] },
    ]);
  });
});
