import type { Ref } from 'react';

/** A tab; its count, once known, shows beside the name. */
export type PillTab<K extends string> = {
  key: K;
  name: string;
  /** a number, or its text ("1,000+" when the server stopped counting) */
  count?: number | string | undefined;
};

type PillTabsProps<K extends string> = {
  ref?: Ref<HTMLDivElement>;
  /** The tab list's name for screen readers. */
  label: string;
  tabs: readonly PillTab<K>[];
  /** The feature's text of a tab with its count, e.g. "Applied (4)". */
  countLabel: (name: string, count: number | string) => string;
  selected: K | undefined;
  onSelect: (key: K, index: number) => void;
  /** The id of the tabpanel the tabs control; it is labelled by `tab-<key>`. */
  panelId: string;
};

/** A row of pill tabs that scrolls sideways on a narrow screen; each tab is `#tab-<key>`. */
export function PillTabs<K extends string>(props: PillTabsProps<K>) {
  const { ref, label, tabs, countLabel, selected, onSelect, panelId } = props;
  return (
    <div
      ref={ref}
      role="tablist"
      aria-label={label}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1"
    >
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`tab-${tab.key}`}
          aria-selected={tab.key === selected}
          aria-controls={panelId}
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
