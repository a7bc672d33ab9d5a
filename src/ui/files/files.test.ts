import { describe, expect, it } from "vitest";
import { decodeFile } from "./decode.ts";
import { fetchRobotsTxt, isValidProxyTemplate, requestUrl, robotsTxtUrl } from "./fetch-robots.ts";

describe("decodeFile", () => {
  it("reads UTF-8 and keeps a byte order mark", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("User-agent: *")]);
    expect(decodeFile(bytes)).toEqual({ text: "\uFEFFUser-agent: *", isValid: true, looksBinary: false, encoding: "utf-8" });
  });

  it("says when bytes are not UTF-8 and reads them with replacement characters", () => {
    const cp1251 = new Uint8Array([0x23, 0x20, 0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]); // "# Привет"
    const decoded = decodeFile(cp1251);
    expect(decoded.isValid).toBe(false);
    expect(decoded.text.startsWith("# \uFFFD")).toBe(true);
    expect(decodeFile(cp1251, "windows-1251").text).toBe("# Привет");
  });

  it("reads Shift_JIS when asked", () => {
    const sjis = new Uint8Array([0x83, 0x65, 0x83, 0x58, 0x83, 0x67]); // テスト
    expect(decodeFile(sjis).isValid).toBe(false);
    expect(decodeFile(sjis, "shift_jis").text).toBe("テスト");
  });

  it("flags NUL bytes as a likely binary file", () => {
    expect(decodeFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])).looksBinary).toBe(true);
  });
});

describe("robotsTxtUrl", () => {
  it.each([
    ["", "https://example.com/robots.txt"],
    ["shop.example", "https://shop.example/robots.txt"],
    ["http://shop.example/", "http://shop.example/robots.txt"],
    ["https://shop.example/robots.txt#x", "https://shop.example/robots.txt"],
    ["https://shop.example/other.txt", "https://shop.example/other.txt"],
  ])("%j fetches %s", (input, url) => {
    expect(robotsTxtUrl(input, "https://example.com")?.href).toBe(url);
  });

  it.each(["javascript:alert(1)", "ftp://x/", "http://"])("refuses %s", (input) => {
    expect(robotsTxtUrl(input, "https://example.com")).toBeNull();
  });
});

describe("proxy templates", () => {
  it("are off when empty and must hold {url} in an http(s) URL", () => {
    expect(isValidProxyTemplate("")).toBe(true);
    expect(isValidProxyTemplate("https://my-proxy.example/?url={url}")).toBe(true);
    expect(isValidProxyTemplate("https://my-proxy.example/")).toBe(false);
    expect(isValidProxyTemplate("javascript:{url}")).toBe(false);
  });

  it("fill {url} encoded", () => {
    expect(requestUrl(new URL("https://a.example/robots.txt"), "https://p.example/?u={url}")).toBe(
      "https://p.example/?u=https%3A%2F%2Fa.example%2Frobots.txt",
    );
  });
});

describe("fetchRobotsTxt", () => {
  const url = new URL("https://site.example/robots.txt");

  it("answers the bytes and the file's origin", async () => {
    const outcome = await fetchRobotsTxt(url, { fetchImpl: async () => new Response("User-agent: *") });
    expect(outcome).toMatchObject({ ok: true, origin: "https://site.example", status: 200 });
  });

  it("answers an HTTP error status", async () => {
    const outcome = await fetchRobotsTxt(url, { fetchImpl: async () => new Response("", { status: 404 }) });
    expect(outcome).toEqual({ ok: false, url: url.href, reason: "http", status: 404 });
  });

  it("answers unreadable when fetch rejects (CORS, offline, DNS look alike)", async () => {
    const outcome = await fetchRobotsTxt(url, {
      fetchImpl: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(outcome).toEqual({ ok: false, url: url.href, reason: "unreadable" });
  });

  it("gives up after the timeout", async () => {
    const outcome = await fetchRobotsTxt(url, {
      timeoutMs: 5,
      fetchImpl: (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
    });
    expect(outcome).toEqual({ ok: false, url: url.href, reason: "timeout" });
  });
});
