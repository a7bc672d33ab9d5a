/**
 * The files area's notices, in a fixed stack at the bottom of the page: storage that does not
 * save, a file that is not UTF-8 (read it as Windows-1251 or Shift_JIS), a robots.txt the
 * browser could not load (paste or open it instead; the Test panel's status simulation), a
 * share link that could not be read, and short confirmations.
 */
import { useEffect, useState } from "react";
import { useT } from "../../i18n";
import { usePersistence, useTabs } from "../../state/persist-state";
import { dismissShareNotice, useShareNotice } from "../../state/share-notice";
import { useWorkbench } from "../../state/store";
import { downloadDraft, reDecode } from "./actions";
import { FILE_ENCODINGS } from "./decode";
import { useFlash } from "../shared/flash";
import { openDialog, openFilePicker, useFileNotices } from "./notices";

function StorageNotice() {
  const t = useT();
  const status = usePersistence((s) => s.status);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (status !== "unavailable" && status !== "full" && status !== "failed") return null;
  if (dismissed === status) return null;
  return (
    <div role="alert" className="files-notice files-notice-warn">
      <p>{t(`files.storage.${status}`)}</p>
      <p>{t("files.storage.keep")}</p>
      <div className="files-notice-buttons">
        <button type="button" className="button button-small" onClick={downloadDraft}>
          {t("files.download")}
        </button>
        <button type="button" className="button button-small" onClick={() => setDismissed(status)}>
          {t("files.dismiss")}
        </button>
      </div>
    </div>
  );
}

function EncodingNotice() {
  const t = useT();
  const notice = useFileNotices((s) => s.encoding);
  if (!notice) return null;
  return (
    <div role="alert" className="files-notice files-notice-warn">
      <p>{t("files.encoding.invalid", { name: notice.name })}</p>
      {notice.looksBinary && <p>{t("files.encoding.binary")}</p>}
      <div className="files-notice-buttons" role="group" aria-label={t("files.encoding.readAs")}>
        <span>{t("files.encoding.readAs")}</span>
        {FILE_ENCODINGS.map((encoding) => (
          <button
            key={encoding}
            type="button"
            className="button button-small"
            aria-pressed={notice.encoding === encoding}
            onClick={() => reDecode(encoding)}
          >
            {t(`files.encoding.${encoding}`)}
          </button>
        ))}
        <button
          type="button"
          className="button button-small"
          onClick={() => useFileNotices.setState({ encoding: null })}
        >
          {t("files.dismiss")}
        </button>
      </div>
    </div>
  );
}

function FetchNotice() {
  const t = useT();
  const notice = useFileNotices((s) => s.fetch);
  const setPanelTab = useWorkbench((s) => s.setPanelTab);
  if (!notice) return null;
  const close = () => useFileNotices.setState({ fetch: null });
  return (
    <div role="alert" className="files-notice files-notice-error">
      <p>{t(`files.fetch.${notice.reason}`, { url: notice.url, status: notice.status ?? 0 })}</p>
      {notice.viaProxy && notice.reason !== "invalid-url" && <p>{t("files.fetch.viaProxy")}</p>}
      <p>{t("files.fetch.instead")}</p>
      <div className="files-notice-buttons">
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            close();
            openDialog("paste");
          }}
        >
          {t("files.paste")}
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            close();
            openFilePicker();
          }}
        >
          {t("files.open")}
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            close();
            setPanelTab("test");
          }}
        >
          {t("files.fetch.simulate")}
        </button>
        <button type="button" className="button button-small" onClick={close}>
          {t("files.dismiss")}
        </button>
      </div>
    </div>
  );
}

function ShareNotice() {
  const t = useT();
  const notice = useShareNotice((s) => s.notice);
  if (!notice) return null;
  const text =
    notice.kind === "imported"
      ? t("files.share.imported", { urls: notice.urls, expectations: notice.expectations })
      : t("files.share.unreadable", { reason: t(`files.share.error.${notice.error}`) });
  return (
    <div
      role={notice.kind === "error" ? "alert" : "status"}
      className={`files-notice ${notice.kind === "error" ? "files-notice-error" : ""}`}
    >
      <p>{text}</p>
      <div className="files-notice-buttons">
        {notice.kind === "imported" && (
          <button
            type="button"
            className="button button-small"
            onClick={() => {
              useWorkbench.getState().setPanelTab("history");
              dismissShareNotice();
            }}
          >
            {t("files.share.showHistory")}
          </button>
        )}
        <button type="button" className="button button-small" onClick={dismissShareNotice}>
          {t("files.dismiss")}
        </button>
      </div>
    </div>
  );
}

/** Another tab of the workbench: it is open (each tab keeps its own draft), or it stored a different draft. */
function TabsNotice() {
  const t = useT();
  const others = useTabs((s) => s.others.length);
  const elsewhere = useTabs((s) => s.draftElsewhere);
  const dismissed = useTabs((s) => s.dismissed);
  if (elsewhere) {
    const keepMine = () => {
      useTabs.setState({ draftElsewhere: null });
      void import("../../state/persist").then(({ keepDraftOfThisTab }) => keepDraftOfThisTab());
    };
    const openOther = () => {
      void import("../../state/persist").then(({ openDraftFromOtherTab }) => openDraftFromOtherTab());
    };
    return (
      <div role="status" className="files-notice">
        <p>{t("files.tabs.changed")}</p>
        <p>{t("files.tabs.changedHelp")}</p>
        <div className="files-notice-buttons">
          <button type="button" className="button button-small" onClick={openOther}>
            {t("files.tabs.openOther")}
          </button>
          <button type="button" className="button button-small" onClick={keepMine}>
            {t("files.tabs.keepMine")}
          </button>
        </div>
      </div>
    );
  }
  if (others === 0 || dismissed) return null;
  return (
    <div role="status" className="files-notice">
      <p>{t("files.tabs.open")}</p>
      <p>{t("files.tabs.own")}</p>
      <div className="files-notice-buttons">
        <button type="button" className="button button-small" onClick={() => useTabs.setState({ dismissed: true })}>
          {t("files.dismiss")}
        </button>
      </div>
    </div>
  );
}

function Flash() {
  const t = useT();
  const flash = useFlash((s) => s.message);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => {
      if (useFlash.getState().message?.id === flash.id) useFlash.setState({ message: null });
    }, 6000);
    return () => clearTimeout(timer);
  }, [flash]);
  return (
    <div role="status" className="files-flash">
      {flash && <p className={flash.tone === "error" ? "field-error" : ""}>{t(flash.code, flash.params)}</p>}
    </div>
  );
}

/** All notices of the files area. */
export function FileNotices() {
  return (
    <div className="files-notices">
      <StorageNotice />
      <EncodingNotice />
      <FetchNotice />
      <ShareNotice />
      <TabsNotice />
      <Flash />
    </div>
  );
}
