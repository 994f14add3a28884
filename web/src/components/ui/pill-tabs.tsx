import { type KeyboardEvent, useEffect, useRef } from 'react';

/** A tab; its count, once known, shows beside the name. */
export type PillTab<K extends string> = {
  key: K;
  name: string;
  /** a number, or its text ("1,000+" when the server stopped counting) */
  count?: number | string | undefined;
};

type PillTabsProps<K extends string> = {
  /** The tab list's name for screen readers. */
  label: string;
  tabs: readonly PillTab<K>[];
  /** The feature's text of a tab with its count, e.g. "Applied (4)". */
  countLabel: (name: string, count: number | string) => string;
  selected: K | undefined;
  onSelect: (key: K, index: number) => void;
  /** The id of the tabpanel the tabs control; it is labelled by `tab-<key>`. */
  panelId: string;
  /**
   * Few tabs with long names: they wrap onto a second row instead of scrolling, so every tab
   * (and the chosen one) is in view, before the app runs on a page the server drew too.
   */
  wrap?: boolean;
};

/**
 * A row of pill tabs that scrolls sideways on a narrow screen (or wraps, `wrap`); each tab is
 * `#tab-<key>`. WAI-ARIA tabs: arrow keys, Home and End move between them, only the chosen one
 * is in the Tab order.
 */
export function PillTabs<K extends string>(props: PillTabsProps<K>) {
  const { label, tabs, countLabel, selected, onSelect, panelId, wrap = false } = props;
  const list = useRef<HTMLDivElement>(null);
  // A tab chosen off the 360 px screen (opened from a notification or the address) is brought
  // into view, again once the counts widen the tabs; a wrapped row has every tab in view.
  const counted = tabs.some((tab) => tab.count !== undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: counts moving the tab bring it back
  useEffect(() => {
    if (wrap || selected === undefined) return;
    list.current
      ?.querySelector<HTMLElement>(`#tab-${selected}`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected, counted, wrap]);
  const move = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab || next === undefined) return;
    event.preventDefault();
    onSelect(tab.key, next);
    list.current?.querySelector<HTMLElement>(`#tab-${tab.key}`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={move}
      className={wrap ? 'flex flex-wrap gap-2' : '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1'}
    >
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`tab-${tab.key}`}
          aria-selected={tab.key === selected}
          aria-controls={panelId}
          // none chosen yet (the seeker's dashboard finding its first tab): the first is reachable
          tabIndex={tab.key === selected || (selected === undefined && index === 0) ? 0 : -1}
          onClick={() => onSelect(tab.key, index)}
          className={`min-h-12 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap ${
            tab.key === selected
              ? 'bg-primary text-white'
              : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'
          }`}
        >
          {tab.count === undefined ? tab.name : countLabel(tab.name, tab.count)}
        </button>
      ))}
    </div>
  );
}
