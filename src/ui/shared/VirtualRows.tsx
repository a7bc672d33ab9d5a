/**
 * A small windowing component: renders only the rows in view (plus a few either side) of a
 * list of any length, each `rowHeight` pixels tall, inside a scrolling ARIA table. 100,000
 * rows cost what 40 do.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";

export interface VirtualRowsProps {
  /** Number of rows. */
  count: number;
  /** Fixed height of a row in CSS pixels. */
  rowHeight: number;
  /** Renders row `index` (its cells); the row element itself is provided. */
  renderRow: (index: number) => ReactNode;
  /** A stable React key of row `index` (default the index). */
  rowKey?: (index: number) => string | number;
  /** The header row's cells, kept visible above the rows. */
  header?: ReactNode;
  /** Accessible name of the table. */
  label: string;
  /** Rows rendered beyond each edge of the view. */
  overscan?: number;
  /** Height of the scroll area when its container gives none. */
  minHeight?: number;
  className?: string;
  /** CSS grid columns shared by the header and the rows. */
  columns: string;
  /** The narrowest the rows may get (px); wider tables scroll sideways, header included. */
  minWidth?: number | string;
}

const HEAD_HEIGHT = 30;

/** A virtualized table: `role="table"` with rows positioned absolutely inside a full-height spacer. */
export function VirtualRows({
  count,
  rowHeight,
  renderRow,
  rowKey,
  header,
  label,
  overscan = 8,
  minHeight = 240,
  className,
  columns,
  minWidth,
}: VirtualRowsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(minHeight);

  // How far down (px, from the top of the scroll area) the rendered rows reach, for the observer.
  const reach = useRef(0);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setViewport(el.clientHeight || minHeight);
    if (typeof ResizeObserver === "undefined") {
      measure();
      return;
    }
    // No measure here: reading the height now would force the layout of the rows just
    // rendered inside this task (with a 100,000-URL bulk run, the results' render and their
    // layout made one long task). The observer reports once the frame is laid out, before it
    // is painted: rows the view shows but that are missing are rendered at once, so that
    // frame shows them; otherwise the new size renders in a task of its own.
    const observer = new ResizeObserver(() => {
      if (el.scrollTop + (el.clientHeight || minHeight) > reach.current) flushSync(measure);
      else measure();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [minHeight]);

  // The header sits inside the scroller (sticky), so the rows' view is that much shorter.
  const headHeight = header ? HEAD_HEIGHT : 0;
  const rowsView = Math.max(rowHeight, viewport - headHeight);
  // A shorter list (new filter) must not leave the view scrolled past its end.
  const maxTop = Math.max(0, count * rowHeight - rowsView);
  const top = Math.min(scrollTop, maxTop);
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((top + rowsView) / rowHeight) + overscan);
  useLayoutEffect(() => {
    reach.current = last === count ? Infinity : headHeight + last * rowHeight;
  });

  const rows: ReactNode[] = [];
  for (let i = first; i < last; i++) {
    rows.push(
      <div
        key={rowKey ? rowKey(i) : i}
        role="row"
        aria-rowindex={i + 2}
        className="vrow"
        style={{ transform: `translateY(${i * rowHeight}px)`, height: rowHeight, gridTemplateColumns: columns }}
      >
        {renderRow(i)}
      </div>,
    );
  }

  return (
    <div
      role="table"
      aria-label={label}
      aria-rowcount={count + 1}
      className={`vtable ${className ?? ""}`}
      ref={scroller}
      style={{ minHeight }}
      tabIndex={0}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      {header && (
        <div role="rowgroup" className="vhead" style={{ minWidth }}>
          <div
            role="row"
            aria-rowindex={1}
            className="vrow vrow-head"
            style={{ gridTemplateColumns: columns, height: HEAD_HEIGHT }}
          >
            {header}
          </div>
        </div>
      )}
      <div role="rowgroup" className="vbody" style={{ height: count * rowHeight, minWidth }}>
        {rows}
      </div>
    </div>
  );
}
