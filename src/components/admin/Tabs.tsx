// WAI-ARIA tabs: arrow keys move between tabs, Home/End jump, the panel is labelled by its tab.
// The tab bar scrolls sideways when it is wider than the screen, never the page, and keeps the
// selected tab in view (a phone opened on a deep link to the Trash, or gone Back to it).
// A switch answers in its own frame and does the rest after it (INP ≤ 100 ms on a slow phone,
// docs/BENCHMARKS.md): the clicked tab is marked selected at once; the address change (every part
// of the admin that reads the address) and the new panel render as a transition, which React
// interrupts for the next click.
import { startTransition, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  render: () => ReactNode;
}

interface TabsProps<Id extends string> {
  tabs: TabDefinition<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

export function Tabs<Id extends string>({ tabs, selected, onSelect }: TabsProps<Id>) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const bar = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<Id | null>(null);
  const select = (id: Id) => {
    setPending(id);
    startTransition(() => {
      onSelect(id);
      setPending(null);
    });
  };
  const move = (event: KeyboardEvent, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length]!;
    select(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const current = tabs.find((t) => t.id === (pending ?? selected)) ?? tabs[0]!;
  const shown = tabs.find((t) => t.id === selected) ?? tabs[0]!;
  // The same element until the shown tab changes, so the click's own render skips the old panel.
  const panel = useMemo(() => shown.render(), [shown]);
  // Only the bar scrolls: scrollIntoView would move the page too (and did, under a phone's header).
  useLayoutEffect(() => {
    const [tab, list] = [refs.current.get(current.id), bar.current];
    if (!tab || !list) return;
    const [t, b] = [tab.getBoundingClientRect(), list.getBoundingClientRect()];
    if (t.left < b.left) list.scrollLeft += t.left - b.left;
    else if (t.right > b.right) list.scrollLeft += t.right - b.right;
  }, [current.id]);
  return (
    <div>
      <div
        ref={bar}
        role="tablist"
        aria-label="Admin sections"
        className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-slate-200)]"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
            }}
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === current.id}
            // Only the shown panel exists: a tab selected while its panel still loads (the
            // transition above) must not name a panel that is not there yet.
            aria-controls={tab.id === shown.id ? `panel-${tab.id}` : undefined}
            tabIndex={tab.id === current.id ? 0 : -1}
            onClick={() => select(tab.id)}
            onKeyDown={(e) => move(e, i)}
            className="shrink-0 border-b-2 border-transparent px-4 whitespace-nowrap py-2 font-medium text-slate-600 hover:text-slate-900 aria-selected:border-brand-700 aria-selected:text-brand-800"
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${shown.id}`} aria-labelledby={`tab-${shown.id}`} className="pt-6" tabIndex={0}>
        {panel}
      </div>
    </div>
  );
}
