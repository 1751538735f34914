// A list that stays fast at thousands of rows: past VIRTUAL_FROM items only the rows near the
// viewport are in the page (@tanstack/react-virtual, measured as they render); shorter lists are
// plain lists, so everything in them is on the page for find-in-page and screen readers.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export const VIRTUAL_FROM = 100;
const GAP_PX = 12;

interface VirtualListProps<T> {
  items: T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** A typical row's height in pixels, before it is measured. */
  estimateSize: number;
  label: string;
}

export function VirtualList<T>({ items, getKey, renderItem, estimateSize, label }: VirtualListProps<T>) {
  if (items.length < VIRTUAL_FROM) {
    return (
      <ul className="mt-4 space-y-3" aria-label={label}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    );
  }
  return <WindowedList items={items} getKey={getKey} renderItem={renderItem} estimateSize={estimateSize} label={label} />;
}

function WindowedList<T>({ items, getKey, renderItem, estimateSize, label }: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offsetTop, setOffsetTop] = useState(0);
  useLayoutEffect(() => setOffsetTop((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY), []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    gap: GAP_PX,
    overscan: 6,
    scrollMargin: offsetTop,
    getItemKey: (index) => getKey(items[index]!),
  });
  return (
    <ul ref={listRef} className="relative mt-4" style={{ height: virtualizer.getTotalSize() }} aria-label={label}>
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute left-0 top-0 w-full"
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {renderItem(items[row.index]!)}
        </li>
      ))}
    </ul>
  );
}
