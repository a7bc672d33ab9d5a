/**
 * Size limits of each engine, in UTF-8 bytes (docs/architecture.md "Inputs"; docs/engines.md §0, §2.6,
 * §4.4, §5). Google reads the first 500 KiB and ignores the rest; Yandex ignores a file over
 * 500 KB whole; the classic Yandex text allows everything past 256 KB.
 */
import type { Confidence, EngineId } from "./types.ts";

/** What an engine does with a file over its size limit. */
export type SizeLimitMode = "truncate" | "ignore-file";

/** An engine's size limit: the byte count and what happens past it. */
export interface SizeLimit {
  bytes: number;
  mode: SizeLimitMode;
  confidence: Confidence;
  source: string;
  /** The limit is not documented for this engine and is taken from another (an assumption). */
  isAssumed: boolean;
}

/** Google's 500 KiB read limit. */
export const GOOGLE_SIZE_LIMIT = 512_000;

/** Each engine's limit; `null` for engines that read a file of any size. */
export const SIZE_LIMITS: Record<EngineId, SizeLimit | null> = {
  google: {
    bytes: GOOGLE_SIZE_LIMIT,
    mode: "truncate",
    confidence: "H",
    source: "https://developers.google.com/crawling/docs/robots-txt/robots-txt-spec",
    isAssumed: false,
  },
  // Bing documents no limit: Google's is assumed (docs/engines.md §3).
  bing: {
    bytes: GOOGLE_SIZE_LIMIT,
    mode: "truncate",
    confidence: "L",
    source: "https://blogs.bing.com/webmaster/2012/05/03/to-crawl-or-not-to-crawl-that-is-bingbots-question",
    isAssumed: true,
  },
  yandex: {
    bytes: 512_000,
    mode: "ignore-file",
    confidence: "M",
    source: "https://yandex.com/support/webmaster/en/controlling-robot/robots-txt",
    isAssumed: false,
  },
  "yandex-classic": {
    bytes: 262_144,
    mode: "ignore-file",
    confidence: "M",
    source: "Yandex help, classic edition (docs/engines.md §5)",
    isAssumed: false,
  },
  original: null,
  rfc9309: null,
};
