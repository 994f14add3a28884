import type { JobInterest } from '@kaamkaj/domain';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Category, nameIn } from '../../../lib/api/job-categories';
import { useLanguage } from '../../../lib/i18n';
import { PROFILE_NS } from '../profile-i18n';
import { type InterestValue, tileState, toggleInterest } from './interest-rules';
import { MAX_INTERESTS } from './limits';

type InterestTilesProps = {
  categories: readonly Category[];
  value: readonly InterestValue[];
  onChange: (value: JobInterest[]) => void;
  /** Saved categories: shown chosen, cannot be removed (spec 000 §2.6). */
  locked: readonly string[];
  error?: string | undefined;
  /** More tiles at the end of the grid (the "Other" choice). */
  children?: ReactNode;
};

// Named first so a Hindi page does not fall back to a font without colour emoji.
export const EMOJI_STYLE = {
  fontFamily: '"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", sans-serif',
};

export const TILE =
  'relative flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border ' +
  'border-slate-200 bg-white p-2 text-center text-sm leading-tight font-semibold text-slate-800 ' +
  'transition-colors has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-dark ' +
  'has-focus-visible:ring-3 has-focus-visible:ring-primary/30 has-disabled:cursor-not-allowed';

/** The category grid of spec 000 §2.6 step 2, with the "2/3" counter. */
export function InterestTiles(props: InterestTilesProps) {
  const { categories, value, onChange, locked, error } = props;
  const { t } = useTranslation(PROFILE_NS);
  const lang = useLanguage();
  const counterId = useId();
  const chosen = value.map((j) => j.job_category);
  return (
    <fieldset aria-describedby={counterId}>
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <legend className="text-sm font-semibold text-slate-700">{t('interests.legend')}</legend>
        <p
          id={counterId}
          aria-live="polite"
          className="shrink-0 rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-bold text-primary-dark"
        >
          {t('interests.counter', { count: chosen.length, max: MAX_INTERESTS })}
        </p>
      </div>
      <div className="grid grid-cols-3 gap-2">
        {categories.map((category) => {
          const state = tileState(category._id, chosen, locked);
          const name = nameIn(category, lang);
          return (
            <label
              key={category._id}
              className={`${TILE} ${state.disabled && !state.checked ? 'opacity-45' : ''}`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={state.checked}
                disabled={state.disabled}
                onChange={(event) =>
                  onChange(toggleInterest(value, category._id, event.target.checked, locked))
                }
              />
              <span className="text-3xl leading-none" style={EMOJI_STYLE} aria-hidden="true">
                {category.icon}
              </span>
              {/* a long word ("Housekeeping") breaks with a hyphen where the phone can hyphenate
                  (Chrome on Android), and anywhere rather than past the tile where it cannot */}
              <span className="line-clamp-2 hyphens-auto [overflow-wrap:anywhere]">{name}</span>
              {state.locked && <span className="sr-only">{t('interests.locked')}</span>}
              {state.checked && (
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 right-1.5 flex size-5 items-center justify-center rounded-full bg-primary text-white"
                >
                  <svg viewBox="0 0 16 16" className="size-3" aria-hidden="true">
                    <path d="m3 8.5 3 3 7-7" stroke="currentColor" strokeWidth="2.4" fill="none" />
                  </svg>
                </span>
              )}
            </label>
          );
        })}
        {props.children}
      </div>
      {error && <p className="mt-2 text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
