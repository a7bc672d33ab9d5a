/**
 * The "new version" notice: when a newer deployment has been installed by the service worker
 * (src/pwa.ts), a small bar offers to reload into it; the draft is autosaved, so nothing is
 * lost. Self-contained: its texts fall back to English until the catalogs carry `ui.update.*`.
 */
import { useState, useSyncExternalStore } from "react";
import { hasMessage, useT } from "../i18n";
import { isRefreshNeeded, onNeedRefresh, updateNow } from "../pwa";

const ENGLISH: Record<string, string> = {
  "ui.update.text": "A new version of the workbench is ready.",
  "ui.update.reload": "Reload",
  "ui.update.later": "Later",
};

/** Tells whether a new version is waiting; re-renders when one arrives. */
function useNeedRefresh(): boolean {
  return useSyncExternalStore(onNeedRefresh, isRefreshNeeded, () => false);
}

/** A polite status bar with Reload and Later, shown only when a new version is waiting. */
export function UpdateNotice() {
  const t = useT();
  const needRefresh = useNeedRefresh();
  const [dismissed, setDismissed] = useState(false);
  const [updating, setUpdating] = useState(false);
  const text = (code: string) => (hasMessage(code) ? t(code) : ENGLISH[code]);

  return (
    <div role="status" aria-live="polite" className="update-notice" style={needRefresh && !dismissed ? barStyle : hiddenStyle}>
      {needRefresh && !dismissed && (
        <>
          <span>{text("ui.update.text")}</span>
          <button
            type="button"
            className="button button-primary"
            disabled={updating}
            onClick={() => {
              setUpdating(true);
              void updateNow();
            }}
          >
            {text("ui.update.reload")}
          </button>
          <button type="button" className="button" onClick={() => setDismissed(true)}>
            {text("ui.update.later")}
          </button>
        </>
      )}
    </div>
  );
}

// Inline styles keep the component self-contained (the CSP allows style attributes); the
// colours are the theme's variables from app.css, so both themes apply.
const barStyle = {
  position: "fixed",
  insetInline: "0",
  bottom: "16px",
  marginInline: "auto",
  width: "fit-content",
  maxWidth: "calc(100vw - 32px)",
  display: "flex",
  alignItems: "center",
  gap: "12px",
  padding: "8px 12px",
  background: "var(--surface)",
  color: "var(--text)",
  border: "1px solid var(--border-strong)",
  borderRadius: "var(--radius)",
  boxShadow: "var(--shadow)",
  zIndex: 1000,
} as const;

const hiddenStyle = undefined;
