import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ListReader, readListText, type ListKind } from "./lists.ts";

function readAll(name: string, text: string): { kind: ListKind; items: Array<[string, number]> } {
  const items: Array<[string, number]> = [];
  const kind = readListText(name, text, (v, l) => items.push([v, l]));
  return { kind, items };
}

function readChunked(name: string, text: string, cuts: number[]): { kind: ListKind | null; items: Array<[string, number]> } {
  const items: Array<[string, number]> = [];
  const reader = new ListReader(name);
  const sink = (v: string, l: number) => items.push([v, l]);
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    reader.push(text.slice(at, Math.max(at, cut)), sink);
    at = Math.max(at, cut);
  }
  reader.push(text.slice(at), sink);
  reader.end(sink);
  return { kind: reader.kind, items };
}

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url>
    <loc>https://example.com/a?x=1&amp;y=2</loc>
    <image:image><image:loc>https://example.com/pic.jpg</image:loc></image:image>
  </url>
  <url><loc><![CDATA[https://example.com/b]]></loc></url>
  <url><loc>
    https://example.com/c
  </loc></url>
</urlset>
`;

describe("URL list reader", () => {
  it("reads lines with their line numbers, skipping blanks and # comments", () => {
    expect(readAll("list.txt", "\uFEFF/a\r\n\n# note\n  https://example.com/b  \r/c")).toEqual({
      kind: "lines",
      items: [
        ["/a", 1],
        ["https://example.com/b", 4],
        ["/c", 5],
      ],
    });
  });

  it("reads CSV: the first URL-like cell of each row; a header row is skipped, a later row without a URL is reported as empty", () => {
    const { kind, items } = readAll("x.csv", 'name,url\nhome,"https://example.com/"\nbad,row\n;/p;q\n');
    expect(kind).toBe("csv");
    expect(items).toEqual([
      ["https://example.com/", 2],
      ["", 3],
      ["/p", 4],
    ]);
  });

  it("reads sitemap <loc>s only (not image locs), decoding entities and CDATA, with the line of each", () => {
    const { kind, items } = readAll("sitemap.xml", SITEMAP);
    expect(kind).toBe("sitemap");
    expect(items).toEqual([
      ["https://example.com/a?x=1&y=2", 4],
      ["https://example.com/b", 7],
      ["https://example.com/c", 8],
    ]);
  });

  it("tells a sitemap index, even when its root comes after the first 4 KiB", () => {
    expect(readAll("i.xml", "<sitemapindex><sitemap><loc>https://e.com/s1.xml</loc></sitemap></sitemapindex>").kind).toBe("sitemap-index");
    const late = `<?xml version="1.0"?>\n<!--${"x".repeat(5000)}-->\n<sitemapindex><sitemap><loc>/s.xml</loc></sitemap></sitemapindex>`;
    expect(readChunked("i.xml", late, [4100, 5000]).kind).toBe("sitemap-index");
  });

  it("gives the same entries whatever the chunking (property)", () => {
    const texts = [SITEMAP, "/a\r\n/b\r\n\r\n#c\n/d", 'u,v\n"/x",1\r\n2,/y\n'];
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.array(fc.nat(400), { maxLength: 12 }), (text, cuts) => {
        const name = text.includes(",") ? "l.csv" : "l.txt";
        expect(readChunked(name, text, cuts)).toEqual(readAll(name, text));
      }),
    );
  });

  it("keeps memory flat: a long list fed in chunks holds no more than a chunk", () => {
    const reader = new ListReader("big.txt");
    let count = 0;
    const chunk = Array.from({ length: 1000 }, (_, i) => `/p/${i}`).join("\n") + "\n";
    for (let i = 0; i < 200; i++) reader.push(chunk, () => count++);
    reader.end(() => count++);
    expect(count).toBe(200_000);
    expect((reader as unknown as { pending: string }).pending.length).toBeLessThan(chunk.length);
  });
});
