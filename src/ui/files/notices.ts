/**
 * The files area's notices: a file that is not UTF-8 (with the bytes kept so it can be read
 * again in another encoding), and a robots.txt the browser could not read (short
 * confirmations are src/ui/shared/flash.ts). Plain data; `FileNotices` renders them.
 */
import { create } from "zustand";
import type { FileEncoding } from "./decode";

/** A file whose bytes are not valid UTF-8. */
export interface EncodingNotice {
  name: string;
  bytes: Uint8Array;
  looksBinary: boolean;
  /** The encoding the editor shows it in now. */
  encoding: FileEncoding;
}

/** A robots.txt that could not be loaded from the network. */
export interface FetchNotice {
  url: string;
  reason: "unreadable" | "timeout" | "too-large" | "http" | "invalid-url";
  status?: number;
  viaProxy: boolean;
}

/** The files area's dialogs. */
export type FilesDialog = "url" | "paste" | "share";

export interface FileNoticesState {
  /** The open dialog, if any (notices open dialogs too). */
  dialog: FilesDialog | null;
  encoding: EncodingNotice | null;
  fetch: FetchNotice | null;
}

export const useFileNotices = create<FileNoticesState>()(() => ({
  dialog: null,
  encoding: null,
  fetch: null,
}));

/** Opens a dialog of the files area (or closes it with null). */
export function openDialog(dialog: FilesDialog | null): void {
  useFileNotices.setState({ dialog });
}

let picker: (() => void) | null = null;
/** Registers the file picker of the toolbar (the hidden file input's click). */
export function registerFilePicker(open: (() => void) | null): void {
  picker = open;
}
/** Opens the file picker, as the Open button does. */
export function openFilePicker(): void {
  picker?.();
}
