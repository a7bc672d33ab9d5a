/**
 * Deterministic benchmark inputs shared by the core, editor and bulk benchmarks:
 * a 500 KiB file of 200 groups × 100 rules, a 500 KiB file of one group of 20,000 rules
 * (both with wildcards and end anchors), and 100,000 URLs that hit and miss those rules.
 */

/** A small deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The name of the group `g` of the 200-group file: letters only, since Google reads a
 * user-agent value only up to its first character outside [A-Za-z_-] (`bot57` would be `bot`).
 */
export function benchAgent(g: number): string {
  if (g === 199) return "*";
  if (g < BENCH_AGENTS.length) return BENCH_AGENTS[g];
  return "bot" + String.fromCharCode(97 + Math.floor(g / 26)) + String.fromCharCode(97 + (g % 26));
}

/** The agents the 200-group file names first (the rest are `bot<letters>`, the last group is `*`). */
export const BENCH_AGENTS = ["Googlebot", "bingbot", "YandexBot", "GPTBot", "ClaudeBot", "Applebot"];

const EXT = ["pdf", "html", "php", "jpg", "css", "js", "json", "xml"];
const WORDS = ["catalog", "search", "product", "user", "cart", "tag", "filter", "print", "static", "media", "blog", "api"];

function rulePath(r: () => number, i: number): string {
  const w = WORDS[Math.floor(r() * WORDS.length)];
  const e = EXT[Math.floor(r() * EXT.length)];
  switch (i % 5) {
    case 0:
      return `/${w}/${Math.floor(r() * 5000)}/`;
    case 1:
      return `/${w}/*.${e}$`;
    case 2:
      return `/${w}-${Math.floor(r() * 900)}/*?sort=*`;
    case 3:
      return `/*/${w}${Math.floor(r() * 300)}.${e}$`;
    default:
      return `/${w}/${Math.floor(r() * 5000)}/item-*`;
  }
}

function padTo(text: string, bytes: number): string {
  // Comment lines fill the file up to the target size (ASCII: one byte a character).
  let out = text;
  while (out.length + 40 < bytes) out += "# padding to reach the benchmark size\n";
  return out;
}

/** 200 groups × 100 rules, about 500 KiB (under Google's 512,000-byte cut). */
export function manyGroupsFile(): string {
  const r = prng(1);
  const parts: string[] = [];
  for (let g = 0; g < 200; g++) {
    const agent = benchAgent(g);
    parts.push(`User-agent: ${agent}`);
    for (let i = 0; i < 100; i++) parts.push(`${r() < 0.3 ? "Allow" : "Disallow"}:${rulePath(r, i)}`);
    parts.push("");
  }
  return padTo(parts.join("\n") + "\n", 511_000);
}

/** One group of 20,000 rules, about 500 KiB. */
export function oneGroupFile(): string {
  const r = prng(2);
  const parts: string[] = ["User-agent: *"];
  for (let i = 0; i < 20_000; i++) parts.push(`${r() < 0.3 ? "Allow" : "Disallow"}: ${rulePath(r, i)}`);
  return padTo(parts.join("\n") + "\n", 511_000);
}

/** `count` URLs on https://example.com mixing paths the rules name and paths they do not. */
export function benchUrls(count = 100_000): string[] {
  const r = prng(3);
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = WORDS[Math.floor(r() * WORDS.length)];
    const e = EXT[Math.floor(r() * EXT.length)];
    const n = Math.floor(r() * 5000);
    switch (i % 4) {
      case 0:
        urls.push(`https://example.com/${w}/${n}/item-${i}.${e}`);
        break;
      case 1:
        urls.push(`https://example.com/${w}-${n % 900}/list?sort=price&page=${i % 50}`);
        break;
      case 2:
        urls.push(`https://example.com/shop/${w}${n % 300}.${e}`);
        break;
      default:
        urls.push(`https://example.com/${w}/${n}/`);
    }
  }
  return urls;
}
