import { useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { visibleRange } from './visible-range.js';

export interface WindowedListHandle {
  /** Scrolls so the row is near the top and returns once it is rendered. */
  scrollToIndex(index: number): void;
}

export interface WindowedListProps<T> {
  items: readonly T[];
  rowHeight: number;
  /** Viewport height in px: rows are rendered for this much (the most the box is, with `boxHeight`). */
  height: number;
  /**
   * The box's CSS height when it follows the screen (`clamp(…, 100dvh - …, …)`), no more than
   * `height`: the same on the server and in the browser, so a server-rendered list hydrates as is.
   */
  boxHeight?: string;
  getKey: (item: T, index: number) => string;
  renderRow: (item: T, index: number) => ReactNode;
  label: string;
  ref?: Ref<WindowedListHandle>;
}

/**
 * Renders only the rows in view (plus a margin), so 730 draw cards scroll smoothly on phones.
 * Rows have one fixed height; the list keeps list semantics with aria-setsize/posinset.
 */
export function WindowedList<T>({
  items,
  rowHeight,
  height,
  boxHeight,
  getKey,
  renderRow,
  label,
  ref,
}: WindowedListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const { start, end } = visibleRange(scrollTop, height, rowHeight, items.length);

  useImperativeHandle(ref, () => ({
    scrollToIndex(index: number) {
      const top = Math.max(0, index * rowHeight - rowHeight);
      if (viewport.current) viewport.current.scrollTop = top;
      setScrollTop(top);
    },
  }));

  const rows: ReactNode[] = [];
  for (let i = start; i < end; i++) {
    const item = items[i]!;
    rows.push(
      <div
        key={getKey(item, i)}
        role="listitem"
        aria-setsize={items.length}
        aria-posinset={i + 1}
        style={{ position: 'absolute', top: i * rowHeight, left: 0, right: 0, height: rowHeight }}
      >
        {renderRow(item, i)}
      </div>,
    );
  }

  return (
    <div
      ref={viewport}
      // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      aria-label={label}
      role="region"
      style={{
        height: boxHeight ?? height,
        overflowY: 'auto',
        position: 'relative',
        overscrollBehavior: 'contain',
      }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div
        role="list"
        aria-label={label}
        style={{ position: 'relative', height: items.length * rowHeight }}
      >
        {rows}
      </div>
    </div>
  );
}
