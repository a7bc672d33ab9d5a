/**
 * What the files toolbar does, outside React: open a file (robots.txt, a share file), load
 * one from a URL, read it again in another encoding, copy, download, paste. The share
 * decoder, the fetcher and the version history load when an action first needs them.
 */
import { usePrefs } from "../../state/persist-state";
import { useWorkbench } from "../../state/store";
import { decodeFile, type FileEncoding } from "./decode";
import { useFileNotices } from "./notices";
import { flash } from "../shared/flash";

/** Saves text as a file through a temporary link. */
export function downloadText(name: string, text: string, type = "text/plain;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the draft as robots.txt. */
export function downloadDraft(): void {
  downloadText("robots.txt", useWorkbench.getState().text);
}

/** Copies text to the clipboard; falls back to a selected textarea where the Clipboard API is refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    let ok: boolean;
    try {
      ok = document.execCommand("copy");
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

/** Copies the draft, with a confirmation. */
export async function copyDraft(): Promise<void> {
  const ok = await copyText(useWorkbench.getState().text);
  flash(ok ? "files.copy.done" : "files.copy.failed", {}, ok ? "info" : "error");
}

/** Replaces the draft with bytes read from a file or the network, noticing a non-UTF-8 file. */
function loadBytes(bytes: Uint8Array, name: string, source: "file" | "url", origin?: string): void {
  const decoded = decodeFile(bytes);
  useWorkbench
    .getState()
    .loadDraft(decoded.text, { source, name, ...(origin ? { origin } : {}) });
  useFileNotices.setState({
    encoding: decoded.isValid ? null : { name, bytes, looksBinary: decoded.looksBinary, encoding: "utf-8" },
    fetch: null,
  });
  if (decoded.isValid) flash("files.open.done", { name });
}

/** Reads the last non-UTF-8 file again in another encoding. */
export function reDecode(encoding: FileEncoding): void {
  const notice = useFileNotices.getState().encoding;
  if (!notice) return;
  const decoded = decodeFile(notice.bytes, encoding);
  useWorkbench.getState().loadDraft(decoded.text, { source: "file", name: notice.name });
  useFileNotices.setState({ encoding: { ...notice, encoding } });
}

/** Opens a file as the draft; a share file (`.json` holding a share payload) is opened as a share. */
export async function openFile(file: File): Promise<void> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    flash("files.open.failed", { name: file.name }, "error");
    return;
  }
  if (/\.json$/i.test(file.name) && bytes.length < 64 * 1024 * 1024) {
    const text = new TextDecoder().decode(bytes);
    const { decodeShareJson, openShareJson } = await import("../../state/share");
    if (decodeShareJson(text).ok) {
      openShareJson(text);
      return;
    }
  }
  loadBytes(bytes, file.name, "file");
}

/** Replaces the draft with pasted text. */
export function pasteDraft(text: string): void {
  useWorkbench.getState().loadDraft(text, { source: "file", name: "pasted" });
  useFileNotices.setState({ encoding: null });
}

/** Loads a robots.txt from the network (through the proxy template when set); resolves true on success. */
export async function loadFromUrl(input: string): Promise<boolean> {
  const { fetchRobotsTxt, robotsTxtUrl } = await import("./fetch-robots");
  const { origin } = useWorkbench.getState();
  const url = robotsTxtUrl(input, origin);
  const proxyTemplate = usePrefs.getState().proxyTemplate.trim();
  const viaProxy = proxyTemplate !== "";
  if (!url) {
    useFileNotices.setState({ fetch: { url: input, reason: "invalid-url", viaProxy } });
    return false;
  }
  const outcome = await fetchRobotsTxt(url, { proxyTemplate });
  if (!outcome.ok) {
    useFileNotices.setState({
      fetch: { url: outcome.url, reason: outcome.reason, viaProxy, ...(outcome.reason === "http" ? { status: outcome.status } : {}) },
    });
    return false;
  }
  loadBytes(outcome.bytes, outcome.url, "url", outcome.origin);
  return true;
}

/** Saves the draft as a version, with a confirmation. */
export async function saveVersionWithNotice(label?: string): Promise<void> {
  // The draft as it is at the click (the editor's pending change included): the history module
  // may still be loading, and what is typed meanwhile belongs to the next version, not this one.
  useWorkbench.getState().editor?.flushChange?.();
  const text = useWorkbench.getState().text;
  const { saveVersion } = await import("../../state/history");
  const version = saveVersion(label, text);
  flash(version ? "files.version.saved" : "files.version.empty", {}, version ? "info" : "error");
}
