/**
 * Turning a file's bytes into editor text: UTF-8 (the encoding RFC 9309 §2.3 requires), read
 * strictly first so a file in another encoding is noticed rather than silently garbled; a
 * byte order mark is kept so the linter can report it.
 */

/** The encodings a file can be read as: UTF-8, and the two legacy ones still met on Japanese and Russian sites. */
export const FILE_ENCODINGS = ["utf-8", "windows-1251", "shift_jis"] as const;
export type FileEncoding = (typeof FILE_ENCODINGS)[number];

/** The text of some bytes, and whether they were valid in the encoding asked for. */
export interface DecodedFile {
  text: string;
  /** False when the bytes are not valid UTF-8: invalid bytes read as U+FFFD. */
  isValid: boolean;
  /** NUL bytes near the start: most likely not a text file at all. */
  looksBinary: boolean;
  encoding: FileEncoding;
}

/** Decodes bytes; UTF-8 strictly (invalid bytes become U+FFFD and `isValid` is false). */
export function decodeFile(bytes: Uint8Array, encoding: FileEncoding = "utf-8"): DecodedFile {
  const looksBinary = hasNulNearStart(bytes);
  if (encoding !== "utf-8") {
    return { text: new TextDecoder(encoding).decode(bytes), isValid: true, looksBinary, encoding };
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    return { text, isValid: true, looksBinary, encoding };
  } catch {
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    return { text, isValid: false, looksBinary, encoding };
  }
}

function hasNulNearStart(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 8192);
  for (let i = 0; i < end; i++) if (bytes[i] === 0) return true;
  return false;
}
