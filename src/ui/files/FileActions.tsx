/**
 * The files toolbar: open a file (picker, or drop it onto the editor), load from a URL, paste,
 * examples, download, copy, share, save a version; the storage status and the count of
 * failing expectations. Its notices and dialogs render from here too. On a phone the actions
 * marked `toolbar-secondary` wait under the toolbar's "More" (src/ui/layout/Toolbar.tsx).
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useT } from "../../i18n";
import { setBulkFilter, useBulk } from "../../state/bulk-store";
import { usePersistence } from "../../state/persist-state";
import { useWorkbench } from "../../state/store";
import { copyDraft, downloadDraft, openFile, saveVersionWithNotice } from "./actions";
import { ExamplesMenu } from "./ExamplesMenu";
import { FileNotices } from "./FileNotices";
import { openDialog, registerFilePicker, useFileNotices } from "./notices";
// Its styles (files.css) are in the first stylesheet: src/boot.ts imports them.

/** Element of a drop target that takes URL lists (the Bulk panel) rather than the draft. */
export const URL_DROP_ATTRIBUTE = "data-drop-urls";

/** Files dropped on the page open as the draft, except over a URL-list drop zone or the side panel. */
function useFileDrop() {
  useEffect(() => {
    const hasFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes("Files");
    const target = (event: DragEvent) => (event.target instanceof Element ? event.target : null);
    const isForUrls = (event: DragEvent) => !!target(event)?.closest(`[${URL_DROP_ATTRIBUTE}]`);
    const isForDraft = (event: DragEvent) => !isForUrls(event) && !target(event)?.closest("#side-panel");
    const pane = () => document.querySelector(".editor-pane");
    let leaveTimer: ReturnType<typeof setTimeout> | null = null;
    const unmark = () => pane()?.classList.remove("files-drop-active");

    const onDragOver = (event: DragEvent) => {
      if (!hasFiles(event) || isForUrls(event)) return;
      // Never let the browser navigate to a dropped file.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = isForDraft(event) ? "copy" : "none";
      if (isForDraft(event)) pane()?.classList.add("files-drop-active");
      else unmark();
      if (leaveTimer) clearTimeout(leaveTimer);
      leaveTimer = setTimeout(unmark, 300);
    };
    const onDrop = (event: DragEvent) => {
      if (!hasFiles(event) || isForUrls(event)) return;
      event.preventDefault();
      // Capture phase: CodeMirror would otherwise insert the file's text at the drop point.
      event.stopPropagation();
      unmark();
      const file = event.dataTransfer?.files[0];
      if (file && isForDraft(event)) void openFile(file);
    };
    window.addEventListener("dragover", onDragOver, true);
    window.addEventListener("drop", onDrop, true);
    return () => {
      window.removeEventListener("dragover", onDragOver, true);
      window.removeEventListener("drop", onDrop, true);
      if (leaveTimer) clearTimeout(leaveTimer);
    };
  }, []);
}

// The dialogs (load from a URL, paste, share: with the share encoder and the fetcher) load
// when one is first opened.
const FileDialogs = lazy(() =>
  import("./FileDialogs").then(({ LoadUrlDialog, PasteDialog, ShareDialog }) => ({
    default: function FileDialogs() {
      return (
        <>
          <LoadUrlDialog />
          <PasteDialog />
          <ShareDialog />
        </>
      );
    },
  })),
);

// The crawler policy builder (the crawler table's purposes, the planner, the matrix) loads
// when first opened.
const PolicyDialog = lazy(() => import("../policy/PolicyDialog").then((m) => ({ default: m.PolicyDialog })));

function PolicyButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button toolbar-secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t("policy.open")}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <PolicyDialog
            open={open}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** Renders the dialogs from the first time one is opened on. */
function LazyFileDialogs() {
  const opened = useFileNotices((s) => s.dialog !== null);
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FileDialogs />
    </Suspense>
  );
}

function StorageStatus() {
  const t = useT();
  const status = usePersistence((s) => s.status);
  if (status === "pending") return null;
  return (
    <span className={`files-storage files-storage-${status} toolbar-secondary-status`} role="status">
      {t(`files.storage.status.${status}`)}
    </span>
  );
}

function FailedExpectations() {
  const t = useT();
  const failed = useBulk((s) => s.failedCount);
  if (failed === 0) return null;
  return (
    <button
      type="button"
      className="button files-failed"
      onClick={() => {
        setBulkFilter("failed");
        useWorkbench.getState().setPanelTab("bulk");
      }}
    >
      {t("files.expectations.failing", { n: failed })}
    </button>
  );
}

/** The files area's toolbar buttons, dialogs and notices. */
export function FileActions() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  useFileDrop();
  useEffect(() => {
    registerFilePicker(() => input.current?.click());
    return () => registerFilePicker(null);
  }, []);

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t("files.open.input")}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void openFile(file);
        }}
      />
      <button type="button" className="button" onClick={() => input.current?.click()}>
        {t("files.open")}
      </button>
      <button type="button" className="button toolbar-secondary" onClick={() => openDialog("url")}>
        {t("files.loadUrl")}
      </button>
      <button type="button" className="button toolbar-secondary" onClick={() => openDialog("paste")}>
        {t("files.paste")}
      </button>
      <ExamplesMenu />
      <PolicyButton />
      <button type="button" className="button toolbar-secondary" onClick={downloadDraft}>
        {t("files.download")}
      </button>
      <button type="button" className="button toolbar-secondary" onClick={() => void copyDraft()}>
        {t("files.copy")}
      </button>
      <button type="button" className="button" onClick={() => openDialog("share")}>
        {t("files.share")}
      </button>
      <button type="button" className="button toolbar-secondary" onClick={() => saveVersionWithNotice()}>
        {t("files.saveVersion")}
      </button>
      <FailedExpectations />
      <StorageStatus />
      <LazyFileDialogs />
      {createPortal(<FileNotices />, document.body)}
    </>
  );
}
