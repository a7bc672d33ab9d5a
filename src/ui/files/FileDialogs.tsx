/**
 * The files area's dialogs: load from a URL (with the optional proxy template), paste a
 * file's text, and share (a link, or a file when the payload is too large for a link).
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { useT } from "../../i18n";
import { usePrefs } from "../../state/persist-state";
import { createShare } from "../../state/share";
import { useBulk } from "../../state/bulk-store";
import { useWorkbench } from "../../state/store";
import { copyText, downloadText, loadFromUrl, pasteDraft } from "./actions";
import { Dialog } from "./Dialog";
import { isValidProxyTemplate, robotsTxtUrl } from "./fetch-robots";
import { crawlerName } from "../shared/names";
import { openDialog, useFileNotices, type FilesDialog } from "./notices";

/** One of the files area's dialogs: open while the notices store names it; closing clears it. */
function NamedDialog({ name, titleKey, children }: { name: FilesDialog; titleKey: string; children: ReactNode }) {
  const t = useT();
  const open = useFileNotices((s) => s.dialog === name);
  return (
    <Dialog open={open} onClose={() => openDialog(null)} title={t(titleKey)}>
      {children}
    </Dialog>
  );
}

/** Load a robots.txt from a site: an origin or URL, fetched directly or through the user's proxy. */
export function LoadUrlDialog() {
  return (
    <NamedDialog name="url" titleKey="files.url.title">
      <LoadUrlForm />
    </NamedDialog>
  );
}

function LoadUrlForm() {
  const t = useT();
  const id = useId();
  const origin = useWorkbench((s) => s.origin);
  const proxyTemplate = usePrefs((s) => s.proxyTemplate);
  const [address, setAddress] = useState(() => robotsTxtUrl("", origin)?.href ?? "");
  const [busy, setBusy] = useState(false);
  const proxyValid = isValidProxyTemplate(proxyTemplate);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!proxyValid || busy) return;
    setBusy(true);
    await loadFromUrl(address);
    setBusy(false);
    // Either way the dialog closes: success shows the file, failure shows the notice with its offers.
    openDialog(null);
  };

  return (
    <form className="form files-form" onSubmit={submit}>
      <label className="field" htmlFor={`${id}-address`}>
        <span className="field-label">{t("files.url.address")}</span>
        <input
          id={`${id}-address`}
          className="input mono"
          type="text"
          inputMode="url"
          spellCheck={false}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
      </label>
      <p className="field-hint">{t("files.url.hint")}</p>
      <details className="files-proxy" open={proxyTemplate !== "" || undefined}>
        <summary>{t("files.proxy.summary")}</summary>
        <label className="field" htmlFor={`${id}-proxy`}>
          <span className="field-label">{t("files.proxy.label")}</span>
          <input
            id={`${id}-proxy`}
            className="input mono"
            type="text"
            inputMode="url"
            spellCheck={false}
            placeholder="https://my-proxy.example/?url={url}"
            aria-invalid={!proxyValid}
            aria-describedby={`${id}-proxy-hint`}
            value={proxyTemplate}
            onChange={(event) => usePrefs.setState({ proxyTemplate: event.target.value })}
          />
        </label>
        <p id={`${id}-proxy-hint`} className={proxyValid ? "field-hint" : "field-error"}>
          {proxyValid ? t("files.proxy.hint") : t("files.proxy.invalid")}
        </p>
      </details>
      <div className="files-dialog-buttons">
        <button type="submit" className="button button-primary" disabled={busy || !proxyValid}>
          {busy ? t("files.url.loading") : t("files.url.load")}
        </button>
        <button type="button" className="button" onClick={() => openDialog(null)}>
          {t("files.cancel")}
        </button>
      </div>
    </form>
  );
}

/** Paste a robots.txt's text as the draft. */
export function PasteDialog() {
  return (
    <NamedDialog name="paste" titleKey="files.paste.title">
      <PasteForm />
    </NamedDialog>
  );
}

function PasteForm() {
  const t = useT();
  const id = useId();
  const [text, setText] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pasteDraft(text);
    openDialog(null);
  };
  return (
    <form className="form files-form" onSubmit={submit}>
      <label className="field" htmlFor={`${id}-text`}>
        <span className="field-label">{t("files.paste.label")}</span>
        <textarea
          id={`${id}-text`}
          className="input mono files-textarea"
          rows={12}
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <p className="field-hint">{t("files.paste.hint")}</p>
      <div className="files-dialog-buttons">
        <button type="submit" className="button button-primary" disabled={text === ""}>
          {t("files.paste.use")}
        </button>
        <button type="button" className="button" onClick={() => openDialog(null)}>
          {t("files.cancel")}
        </button>
      </div>
    </form>
  );
}

type ShareState =
  | { kind: "working" }
  | { kind: "link"; url: string; compressedBytes: number }
  | { kind: "file"; json: string; compressedBytes: number }
  | { kind: "error" };

/** Share the draft, URL list, crawler choice and expectations: a link, or a file when too large. */
export function ShareDialog() {
  return (
    <NamedDialog name="share" titleKey="files.share.title">
      <ShareBody />
    </NamedDialog>
  );
}

/** What the link holds, item by item, in the words of the panels it fills. */
function ShareContents({ kb }: { kb: number }) {
  const t = useT();
  const { text, origin, url, crawlerId, engineOverride, compareCrawlerIds, compareUrls } = useWorkbench.getState();
  const { urls, expectations } = useBulk.getState();
  const lines = text === "" ? 0 : text.split(/\r\n|\r|\n/).length;
  const crawler = crawlerName(crawlerId);
  const expectationCount = Object.values(expectations).reduce((n, byCrawler) => n + Object.keys(byCrawler).length, 0);
  return (
    <div className="field-hint share-contents">
      <p>{t("files.share.holds")}</p>
      <ul>
        <li>{t("files.share.holds.file", { lines, origin })}</li>
        <li>
          {t("files.share.holds.test", {
            url,
            crawler,
            reading: engineOverride ? t("files.share.holds.readAs", { engine: t(`ui.engine.${engineOverride}`) }) : t("files.share.holds.ownReading"),
          })}
        </li>
        <li>{t("files.share.holds.compare", { crawlers: compareCrawlerIds.length, urls: compareUrls.length })}</li>
        <li>{t("files.share.holds.bulk", { urls: urls.length, n: expectationCount })}</li>
      </ul>
      <p>{t("files.share.size", { kb })}</p>
    </div>
  );
}

function ShareBody() {
  const t = useT();
  const id = useId();
  const [state, setState] = useState<ShareState>({ kind: "working" });
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    createShare().then(
      (result) => live && setState(result),
      () => live && setState({ kind: "error" }),
    );
    return () => {
      live = false;
    };
  }, []);

  const kb = (bytes: number) => Math.ceil(bytes / 1024);

  return (
    <div className="form files-form">
      {state.kind === "working" && <p role="status">{t("files.share.working")}</p>}
      {state.kind === "error" && <p role="alert">{t("files.share.error")}</p>}
      {state.kind === "link" && (
        <>
          <label className="field" htmlFor={`${id}-link`}>
            <span className="field-label">{t("files.share.link")}</span>
            <input
              id={`${id}-link`}
              className="input mono"
              readOnly
              value={state.url}
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
          <ShareContents kb={kb(state.compressedBytes)} />
          <p className="field-hint">{t("files.share.private")}</p>
        </>
      )}
      {state.kind === "file" && (
        <p role="alert" className="field-warn">
          {t("files.share.tooLarge", { kb: kb(state.compressedBytes), limit: 100 })}
        </p>
      )}
      <div className="files-dialog-buttons">
        {state.kind === "link" && (
          <button
            type="button"
            className="button button-primary"
            onClick={async () => setCopied(await copyText(state.url))}
          >
            {copied ? t("files.share.copied") : t("files.share.copy")}
          </button>
        )}
        {state.kind === "file" && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => downloadText("robots-share.json", state.json, "application/json")}
          >
            {t("files.share.download")}
          </button>
        )}
        <button type="button" className="button" onClick={() => openDialog(null)}>
          {t("files.close")}
        </button>
      </div>
    </div>
  );
}
