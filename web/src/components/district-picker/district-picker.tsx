import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { MapPinIcon } from '../ui/icons';
import { SectionLabel } from '../ui/section-label';
import { DISTRICT_PICKER_NS } from './district-picker-i18n';
import { districtText, useDistrictList } from './use-district-data';

type DistrictPickerProps = {
  label: string;
  /** Show the label to screen readers only (it repeats the section title). */
  labelHidden?: boolean;
  /** The stored district id, '' when none is chosen. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

const LIMIT = 8;
/** The suggestions' largest height, and the least they keep on a short screen (two options). */
const LIST_PX = 256;
const MIN_LIST_PX = 112;

/**
 * A district from the built-in list (spec 000 §5): type in Hindi or English, pick a suggestion;
 * the field keeps the id and shows the name in the interface language.
 */
export function DistrictPicker(props: DistrictPickerProps) {
  const { label, labelHidden = false, value, onChange, onBlur, error } = props;
  const { t } = useTranslation(DISTRICT_PICKER_NS);
  const lang = useLanguage();
  const { data, failed } = useDistrictList();
  const id = useId();
  // null: not typing, the input shows the chosen district
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const results = data && query ? data.searchDistricts(query, { limit: LIMIT }) : [];
  const shown = open && query !== null && query.trim() !== '';
  const picker = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const listed = shown && results.length > 0;
  // the list's height on screen, once measured (null: its largest, LIST_PX)
  const [room, setRoom] = useState<number | null>(null);
  // On a phone the keyboard covers the lower part of the screen, and the browser scrolls only the
  // field above it: suggestions under a field low on the page opened out of sight. Once they
  // show, a picker that does not fit above the keyboard (the visual viewport) goes up as far as
  // the page lets it, and the list takes the room left above the keyboard (it scrolls).
  useEffect(() => {
    if (!listed) return;
    const view = window.visualViewport;
    const place = () => {
      const box = picker.current;
      const items = list.current;
      if (!box || !items) return;
      const bottom = view ? view.offsetTop + view.height : window.innerHeight;
      if (box.getBoundingClientRect().bottom > bottom) box.scrollIntoView?.({ block: 'start' });
      const left = Math.floor(bottom - items.getBoundingClientRect().top - 8);
      setRoom(Math.min(LIST_PX, Math.max(MIN_LIST_PX, left)));
    };
    place();
    view?.addEventListener('resize', place); // the keyboard still coming up
    return () => view?.removeEventListener('resize', place);
  }, [listed]);
  const chosen = value && data ? districtText(data, value, lang) : value;

  const choose = (districtId: string) => {
    onChange(districtId);
    setQuery(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!shown || results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : results.length - 1;
      setActive((active + step) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = results[active];
      if (hit) choose(hit.id);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onInputBlur = () => {
    setOpen(false);
    // A name typed in full counts as chosen, even without tapping the suggestion.
    const exact = query && data ? results[0] : undefined;
    const folded = query && data ? data.foldForSearch(query) : '';
    if (exact && data && [exact.en, exact.hi].some((n) => data.foldForSearch(n) === folded)) {
      choose(exact.id);
    }
    onBlur?.();
  };

  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  return (
    <div ref={picker} className="scroll-mt-20 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {labelHidden ? <SectionLabel>{label}</SectionLabel> : label}
      </label>
      <div className="relative">
        <MapPinIcon className="pointer-events-none absolute top-3.5 left-3 size-5 text-slate-400" />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && results[active] ? `${id}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={t('district.placeholder')}
          value={query ?? chosen}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
            if (value) onChange('');
          }}
          onFocus={() => setOpen(true)}
          onBlur={onInputBlur}
          onKeyDown={onKeyDown}
          className={`block min-h-12 w-full rounded-xl border bg-white pr-4 pl-10 text-base text-slate-900 placeholder:text-slate-400 focus:ring-3 focus:ring-primary/25 focus:outline-none ${
            error ? 'border-red-400' : 'border-slate-300 focus:border-primary'
          }`}
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        ref={list}
        hidden={!listed}
        style={{ maxHeight: room ?? LIST_PX }}
        className="overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {results.map((district, index) => (
          <div
            key={district.id}
            id={`${id}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(district.id)}
            onKeyDown={(event) => event.key === 'Enter' && choose(district.id)}
            className={`flex min-h-12 cursor-pointer flex-col justify-center px-4 py-1.5 ${
              index === active ? 'bg-primary-soft' : ''
            }`}
          >
            <span className="font-semibold text-slate-900">{district[lang]}</span>
            <span className="text-xs text-slate-500">
              {data?.stateById(district.state)?.[lang]}
            </span>
          </div>
        ))}
      </div>
      {shown && (results.length === 0 || !data) && (
        <p className="text-sm text-slate-500" aria-live="polite">
          {data ? t('district.noMatch') : t(failed ? 'district.needsInternet' : 'district.loading')}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
