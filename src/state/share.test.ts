import { describe, expect, it } from "vitest";
import {
  decodeShare,
  decodeShareJson,
  encodeShare,
  fromBase64Url,
  shareToken,
  toBase64Url,
  SHARE_HASH_PREFIX,
  type SharePayload,
} from "./share.ts";

const payload: SharePayload = {
  text: "User-agent: *\nDisallow: /private/\n# Ünïcödé ✓ 日本語\n",
  origin: "https://example.com",
  urls: ["/", "/private/x", "https://example.com/a?b=c"],
  crawlerId: "googlebot",
  compareCrawlerIds: ["bingbot", "yandexbot"],
  expectations: [{ url: "/", crawler: "googlebot", expect: "allowed" }],
  url: "/private/x?page=2",
  engine: "rfc9309",
  compareUrls: ["/search/about", "https://example.com/a"],
};

async function linkOf(p: SharePayload): Promise<string> {
  const encoded = await encodeShare(p);
  if (encoded.kind !== "link") throw new Error("expected a link");
  return encoded.fragment;
}

describe("share link round trip", () => {
  it("decodes what it encodes", async () => {
    const fragment = await linkOf(payload);
    expect(fragment.startsWith(SHARE_HASH_PREFIX)).toBe(true);
    expect(fragment).toMatch(/^#share=[A-Za-z0-9_-]+$/);
    expect(await decodeShare(shareToken(fragment)!)).toEqual({ ok: true, payload });
  });

  it("keeps markup and script URLs as inert text", async () => {
    const hostile: SharePayload = {
      text: '<script>alert("x")</script>\n<img src=x onerror=alert(1)>',
      urls: ["javascript:alert(1)", "<b>bold</b>"],
    };
    const decoded = await decodeShare(shareToken(await linkOf(hostile))!);
    expect(decoded).toEqual({ ok: true, payload: hostile });
  });

  it("refuses a reading that is no engine, and a tested URL over two lines", () => {
    expect(decodeShareJson(JSON.stringify({ v: 1, text: "x", engine: "altavista" }))).toEqual({ ok: false, error: "bad-shape" });
    expect(decodeShareJson(JSON.stringify({ v: 1, text: "x", url: "/a\n/b" }))).toEqual({ ok: false, error: "bad-shape" });
    expect(decodeShareJson(JSON.stringify({ v: 1, text: "x", compareUrls: [1] }))).toEqual({ ok: false, error: "bad-shape" });
  });

  it("drops an origin that is not http(s)", async () => {
    const decoded = await decodeShare(shareToken(await linkOf({ text: "x", origin: "javascript:alert(1)" }))!);
    expect(decoded).toEqual({ ok: true, payload: { text: "x" } });
  });

  it("reduces an origin with a path to the origin", () => {
    const decoded = decodeShareJson(JSON.stringify({ v: 1, text: "", origin: "https://Example.com/robots.txt" }));
    expect(decoded).toEqual({ ok: true, payload: { text: "", origin: "https://example.com" } });
  });
});

describe("oversized payloads", () => {
  it("offers a payload over the limit as a JSON file", async () => {
    // Random-ish text barely compresses: about 150 KB compressed.
    let text = "";
    let seed = 1;
    for (let i = 0; i < 200_000; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      text += String.fromCharCode(33 + ((seed >>> 16) % 90));
    }
    const encoded = await encodeShare({ text });
    expect(encoded.kind).toBe("file");
    expect(encoded.compressedBytes).toBeGreaterThan(100_000);
    if (encoded.kind === "file") expect(decodeShareJson(encoded.json)).toEqual({ ok: true, payload: { text } });
  });

  it("keeps a large but compressible payload as a link", async () => {
    const encoded = await encodeShare({ text: "Disallow: /x\n".repeat(50_000) });
    expect(encoded.kind).toBe("link");
  });

  it("refuses a link that unpacks past the limit", async () => {
    const bomb = await encodeShare({ text: "a".repeat(40 * 1024 * 1024) }, Infinity);
    expect(bomb.kind).toBe("link");
    if (bomb.kind === "link") expect(await decodeShare(shareToken(bomb.fragment)!)).toEqual({ ok: false, error: "too-large" });
  });
});

describe("corrupted links", () => {
  it.each([
    ["", "empty"],
    ["not base64!", "not-base64"],
    ["A", "not-base64"],
    [toBase64Url(new TextEncoder().encode("plain text, not deflate")), "not-deflate"],
  ])("%j is refused as %s", async (token, error) => {
    expect(await decodeShare(token)).toEqual({ ok: false, error });
  });

  it("refuses a truncated link", async () => {
    const token = shareToken(await linkOf(payload))!;
    const result = await decodeShare(token.slice(0, Math.floor(token.length / 2)));
    expect(result.ok).toBe(false);
  });

  it("refuses a link with flipped characters", async () => {
    const token = shareToken(await linkOf(payload))!;
    const middle = Math.floor(token.length / 2);
    const flipped = token.slice(0, middle) + (token[middle] === "A" ? "B" : "A") + token.slice(middle + 1);
    const result = await decodeShare(flipped);
    // Deflate has no checksum: a flip may still decode, but never into a wrong-typed payload.
    if (result.ok) expect(typeof result.payload.text).toBe("string");
    else expect(["not-deflate", "not-utf8", "not-json", "bad-shape"]).toContain(result.error);
  });

  it.each([
    ["[1,2]", "bad-shape"],
    ['{"v":1}', "bad-shape"],
    ['{"v":1,"text":5}', "bad-shape"],
    ['{"v":1,"text":"","urls":"x"}', "bad-shape"],
    ['{"v":1,"text":"","urls":[1]}', "bad-shape"],
    ['{"v":1,"text":"","crawlerId":"<script>"}', "bad-shape"],
    ['{"v":1,"text":"","expectations":[{"url":"/","crawler":"googlebot","expect":"maybe"}]}', "bad-shape"],
    ['{"v":2,"text":""}', "unsupported-version"],
    ['{"text":""}', "bad-shape"],
    ["{", "not-json"],
  ])("JSON %s is refused as %s", (json, error) => {
    expect(decodeShareJson(json)).toEqual({ ok: false, error });
  });
});

describe("base64url", () => {
  it("round-trips every byte value", () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
  });
});
