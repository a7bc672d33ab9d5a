/**
 * Two panes side by side with a draggable, keyboard-operable separator (WAI-ARIA "window
 * splitter"): arrows move it by 2%, Shift+arrows by 10%, Home/End to the limits. On narrow
 * screens the CSS stacks the panes and hides the separator.
 *
 * Two widths are kept: one for the panels that read as text (Test, Outline) and one for the
 * matrix panels (Compare, Bulk, History), which need the room for a column per crawler or
 * engine and so start with the editor at a third of the width. `maximised` gives the right
 * pane the whole width (the editor stays mounted, only hidden).
 */
import {
  useCallback,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from "react";

const MIN = 25;
const MAX = 75;
const STORAGE_KEY = `${import.meta.env.BASE_URL}:workbench:split`;
/** The editor's share of the width when a matrix panel shows, until the user moves the separator. */
export const WIDE_PANEL_SPLIT = 32;

function storageKey(wide: boolean): string {
  return wide ? `${STORAGE_KEY}:wide` : STORAGE_KEY;
}

function readStored(wide: boolean): number {
  const fallback = wide ? WIDE_PANEL_SPLIT : 55;
  try {
    const stored = window.localStorage.getItem(storageKey(wide));
    const value = Number(stored);
    return stored !== null && value >= MIN && value <= MAX ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Left and right panes; `left` gets `percent`% of the width. */
export function SplitPane({
  left,
  right,
  separatorLabel,
  controlsId,
  wide = false,
  maximised = false,
}: {
  left: ReactNode;
  right: ReactNode;
  separatorLabel: string;
  /** Id of the left pane (the one the separator resizes). */
  controlsId: string;
  /** A matrix panel shows: use the width kept for those. */
  wide?: boolean;
  /** The right pane takes the whole width. */
  maximised?: boolean;
}) {
  const [widths, setWidths] = useState(() => ({ narrow: readStored(false), wide: readStored(true) }));
  const percent = wide ? widths.wide : widths.narrow;
  const host = useRef<HTMLDivElement>(null);

  const commit = useCallback((value: number) => {
    const clamped = Math.round(Math.min(MAX, Math.max(MIN, value)));
    setWidths((w) => (wide ? { ...w, wide: clamped } : { ...w, narrow: clamped }));
    try {
      window.localStorage.setItem(storageKey(wide), String(clamped));
    } catch {
      // Storage may be unavailable (private mode); the width just does not persist.
    }
  }, [wide]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!event.currentTarget.hasPointerCapture(event.pointerId) || !host.current) return;
    const box = host.current.getBoundingClientRect();
    commit(((event.clientX - box.left) / box.width) * 100);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? 10 : 2;
    const moves: Record<string, number> = {
      ArrowLeft: percent - step,
      ArrowRight: percent + step,
      Home: MIN,
      End: MAX,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    commit(moves[event.key]);
  }

  return (
    <div
      className={`split${maximised ? " split-maximised" : ""}`}
      ref={host}
      style={{ "--split": `${percent}%` } as CSSProperties}
    >
      {left}
      <div
        className="split-separator"
        role="separator"
        aria-orientation="vertical"
        aria-label={separatorLabel}
        aria-controls={controlsId}
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        aria-valuenow={percent}
        tabIndex={maximised ? -1 : 0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onKeyDown={onKeyDown}
      />
      {right}
    </div>
  );
}
