/**
 * Two panes side by side with a draggable, keyboard-operable separator (WAI-ARIA "window
 * splitter"): arrows move it by 2%, Shift+arrows by 10%, Home/End to the limits. On narrow
 * screens the CSS stacks the panes and hides the separator.
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

function readStored(): number {
  try {
    const value = Number(window.localStorage.getItem(STORAGE_KEY));
    return value >= MIN && value <= MAX ? value : 55;
  } catch {
    return 55;
  }
}

/** Left and right panes; `left` gets `percent`% of the width. */
export function SplitPane({
  left,
  right,
  separatorLabel,
  controlsId,
}: {
  left: ReactNode;
  right: ReactNode;
  separatorLabel: string;
  /** Id of the left pane (the one the separator resizes). */
  controlsId: string;
}) {
  const [percent, setPercent] = useState(readStored);
  const host = useRef<HTMLDivElement>(null);

  const commit = useCallback((value: number) => {
    const clamped = Math.round(Math.min(MAX, Math.max(MIN, value)));
    setPercent(clamped);
    try {
      window.localStorage.setItem(STORAGE_KEY, String(clamped));
    } catch {
      // Storage may be unavailable (private mode); the width just does not persist.
    }
  }, []);

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
    <div className="split" ref={host} style={{ "--split": `${percent}%` } as CSSProperties}>
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
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onKeyDown={onKeyDown}
      />
      {right}
    </div>
  );
}
