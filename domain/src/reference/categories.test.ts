import { describe, expect, it } from 'vitest';
import {
  categoryById,
  categoryByName,
  categoryLabel,
  JOB_CATEGORIES,
  skillById,
  skillLabel,
} from './categories';
import { ASCII_LABEL, DEVANAGARI_LABEL, duplicatesOf, SLUG } from './test-helpers';

describe('JOB_CATEGORIES (spec 000 §3.6)', () => {
  it('has about 35 categories with unique slug ids', () => {
    expect(JOB_CATEGORIES.length).toBeGreaterThanOrEqual(30);
    expect(JOB_CATEGORIES.length).toBeLessThanOrEqual(40);
    expect(duplicatesOf(JOB_CATEGORIES.map((category) => category.id))).toEqual([]);
    for (const category of JOB_CATEGORIES) expect(category.id).toMatch(SLUG);
  });

  it('includes the categories the spec names', () => {
    for (const name of ['Driver', 'Delivery', 'Teacher', 'Security Guard']) {
      expect(categoryByName(name), name).toBeDefined();
    }
  });

  it('labels categories in both scripts and gives each an emoji', () => {
    for (const category of JOB_CATEGORIES) {
      expect(category.en, category.id).toMatch(ASCII_LABEL);
      expect(category.hi, category.id).toMatch(DEVANAGARI_LABEL);
      expect(category.icon, category.id).toMatch(/^\p{Extended_Pictographic}\uFE0F?$/u);
    }
    expect(duplicatesOf(JOB_CATEGORIES.map((category) => category.en))).toEqual([]);
    expect(duplicatesOf(JOB_CATEGORIES.map((category) => category.hi))).toEqual([]);
  });

  it('gives every category 6 to 12 skills with unique slug ids of at most 40 characters', () => {
    for (const category of JOB_CATEGORIES) {
      expect(category.skills.length, category.id).toBeGreaterThanOrEqual(6);
      expect(category.skills.length, category.id).toBeLessThanOrEqual(12);
      expect(duplicatesOf(category.skills.map((skill) => skill.id))).toEqual([]);
      expect(duplicatesOf(category.skills.map((skill) => skill.en))).toEqual([]);
      expect(duplicatesOf(category.skills.map((skill) => skill.hi))).toEqual([]);
      for (const skill of category.skills) {
        expect(skill.id, `${category.id}/${skill.id}`).toMatch(SLUG);
        expect(skill.id.length).toBeLessThanOrEqual(40);
        expect(skill.en, `${category.id}/${skill.id}`).toMatch(ASCII_LABEL);
        expect(skill.hi, `${category.id}/${skill.id}`).toMatch(DEVANAGARI_LABEL);
      }
    }
  });
});

describe('lookups', () => {
  it('finds a category by id or by name in either script', () => {
    expect(categoryById('driver')?.hi).toBe('ड्राइवर');
    expect(categoryById('astronaut')).toBeUndefined();
    expect(categoryByName(' security guard ')?.id).toBe('security-guard');
    expect(categoryByName('ड्राइवर')?.id).toBe('driver');
    expect(categoryByName('')).toBeUndefined();
  });

  it('labels categories and skills, showing unknown values as they are', () => {
    expect(categoryLabel('electrician', 'hi')).toBe('इलेक्ट्रीशियन');
    expect(categoryLabel('Pandit', 'hi')).toBe('Pandit');
    expect(skillById('driver', 'lmv-licence')?.en).toBe('LMV licence');
    expect(skillLabel('driver', 'lmv-licence', 'hi')).toBe('एलएमवी लाइसेंस');
    expect(skillLabel('driver', 'Tempo traveller', 'hi')).toBe('Tempo traveller');
    expect(skillLabel('no-such-category', 'lmv-licence', 'en')).toBe('lmv-licence');
  });
});
