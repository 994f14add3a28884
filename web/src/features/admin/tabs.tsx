import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

export type Tab<K extends string> = { key: K; label: string };

type TabsProps<K extends string> = {
  label: string;
  tabs: readonly Tab<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
};

export const tabId = (key: string) => `admin-tab-${key}`;
const panelId = (key: string) => `admin-panel-${key}`;

const TAB =
  'inline-flex min-h-12 shrink-0 items-center rounded-full px-4 text-sm font-semibold ' +
  'transition-colors focus-visible:outline-3 focus-visible:outline-primary/40';

/**
 * WAI-ARIA tabs without a library: arrow keys, Home and End move between tabs; only the chosen
 * tab is in the Tab order. The row scrolls sideways on a 360 px phone.
 */
export function Tabs<K extends string>({ label, tabs, active, onChange, children }: TabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  // A console opened on a later tab (?tab=) shows that tab, not the row's start, on a phone.
  useEffect(() => {
    list.current
      ?.querySelector<HTMLElement>(`#${tabId(active)}`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const move = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.key);
    list.current?.querySelector<HTMLElement>(`#${tabId(tab.key)}`)?.focus();
  };
  return (
    <>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={move}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1"
      >
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              className={`${TAB} ${
                selected
                  ? 'bg-primary text-white shadow-sm'
                  : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(active)}
        aria-labelledby={tabId(active)}
        className="mt-4 space-y-4"
      >
        {children}
      </div>
    </>
  );
}
