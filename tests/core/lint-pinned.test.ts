/**
 * The linter's output pinned on generated files: the bench's two 500 KiB files and smaller
 * files that mix what the checks branch on (blank lines inside groups, lenient keys, repeated
 * and tied rules, literal prefixes, asset paths, escapes, non-ASCII, other directives), linted
 * for the default engines and for every engine. Each case's whole report (diagnostics with
 * their parameters and fixes, the hidden count, the file kind) is reduced to a SHA-256 digest
 * (the lint worker's packed form too, its fix offsets made absolute as they were then) and compared with the digest recorded from the linter before its speed work (commit c48165c),
 * so a faster linter must say exactly what the slower one said, in the same order.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { lintReport } from "../../src/core/lint.ts";
import { parseRobotsTxt } from "../../src/core/parse.ts";
import { ENGINE_IDS, type EngineId, type RobotsTxt } from "../../src/core/types.ts";
import { PhasedLinter, type PhaseAnswer } from "../../src/editor/lint-phases.ts";
import { packDiagnostics, type PackedDiagnostics } from "../../src/editor/transfer.ts";
import { manyGroupsFile, oneGroupFile, prng } from "../../bench/fixtures.ts";

const AGENTS = ["*", "Googlebot", "bingbot", "Yandex", "YandexBot", "GPTBot", "FooBot", "Googlebot/2.1", "Mail.RU_Bot", "googlebot-image"];
const KEYS = ["Disallow", "Allow", "disallow", "ALLOW", "Disalow", "Dissallow", "Disallowed", "Allow", "Disallow"];
const PATHS = [
  "/",
  "/*",
  "",
  "/a",
  "/a/",
  "/a/b",
  "/a/b/c",
  "/a*",
  "/a/*.php$",
  "/*.js$",
  "/*.css",
  "/css/",
  "/js/",
  "/wp-content/",
  "/wp-includes/",
  "/assets/",
  "/static/",
  "/_next/",
  "/style.css",
  "/%7euser/",
  "/%7Euser/",
  "/caf%c3%a9",
  "/café",
  "/a$b",
  "/a**b",
  "/search?q=",
  "/*?sort=*",
  "/private",
  "/private/",
  "/privatex",
  "a/relative",
  "*.gif$",
  "/x%zz",
];

/**
 * The paths without a `%` or a character outside ASCII: a file of these only is read by the
 * linter's ASCII paths (the text's character codes read in place of its strings).
 */
const ASCII_PATHS = PATHS.filter((p) => !/[%\u0080-\uffff]/.test(p));

/** A file of `groups` groups mixing the cases the checks branch on, from seed `seed`. */
function mixedFile(seed: number, groups: number, paths: readonly string[] = PATHS): string {
  const r = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const out: string[] = [];
  if (r() < 0.3) out.push("Disallow: /orphan");
  for (let g = 0; g < groups; g++) {
    const agents = 1 + Math.floor(r() * 3);
    for (let a = 0; a < agents; a++) {
      out.push(`${r() < 0.1 ? "User agent" : r() < 0.1 ? "user-agent" : "User-agent"}${r() < 0.05 ? " " : ": "}${pick(AGENTS)}`);
      if (r() < 0.05) out.push("");
      if (r() < 0.05) out.push("Sitemap: https://example.com/sitemap.xml");
    }
    const rules = Math.floor(r() * 30);
    for (let i = 0; i < rules; i++) {
      const key = r() < 0.15 ? pick(KEYS) : r() < 0.4 ? "Allow" : "Disallow";
      const path = r() < 0.6 ? pick(paths) : `${pick(paths)}${Math.floor(r() * 5)}`;
      out.push(`${key}${r() < 0.03 ? " " : ": "}${path}${r() < 0.1 ? " # note" : ""}`);
      if (r() < 0.04) out.push("");
      if (r() < 0.02) out.push("# a comment");
      if (r() < 0.02) out.push(pick(["Crawl-delay: 5", "Host: example.com", "Clean-param: ref /a/", "Noindex: /x", "Unknown: y"]));
    }
    if (r() < 0.7) out.push("");
  }
  if (r() < 0.5) out.push("Sitemap: https://example.com/sitemap.xml");
  return out.join(r() < 0.2 ? "\r\n" : "\n") + "\n";
}

/**
 * A parsed document in the shape the digests were recorded from (a line with nested key, value
 * and comment objects, fields in this order), so a change of the line's representation must
 * keep every detail to keep the digest.
 */
const recordedShape = (doc: RobotsTxt) => ({
  ...doc,
  lines: doc.lines.map((l) => ({
    number: l.number,
    from: l.from,
    to: l.to,
    eol: l.eol,
    byteFrom: l.byteFrom,
    byteLength: l.byteLength,
    kind: l.kind,
    key: l.keyText === null ? null : { from: l.keyFrom, to: l.keyTo, text: l.keyText },
    value: l.valueText === null ? null : { from: l.valueFrom, to: l.valueTo, text: l.valueText },
    comment: l.commentFrom < 0 ? null : { from: l.commentFrom, to: l.commentTo },
    directive: l.directive,
    keyMatch: l.keyMatch,
    isMissingColon: l.isMissingColon,
    nulAt: l.nulAt,
    isOverLong: l.isOverLong,
  })),
});

const sha = (data: unknown) => createHash("sha256").update(JSON.stringify(data)).digest("hex").slice(0, 16);

/**
 * The packed details' JSON with each fix's edit offsets counted from the start of the text
 * again, as they were packed when the digests were recorded (they are now counted from the
 * finding's start; the details are JSON.stringify's text, so parsing and writing them again
 * gives the same bytes otherwise).
 */
function absoluteDetails(packed: PackedDiagnostics): string {
  const entries = JSON.parse(new TextDecoder().decode(packed.details)) as (0 | [unknown, ...unknown[][]])[];
  entries.forEach((entry, i) => {
    if (entry === 0) return;
    const from = packed.spans[i * 3];
    for (const fix of entry.slice(1) as unknown[][]) {
      for (let k = 2; k < fix.length; k += 3) {
        fix[k] = (fix[k] as number) + from;
        fix[k + 1] = (fix[k + 1] as number) + from;
      }
    }
  });
  return JSON.stringify(entries);
}

const DEFAULT: readonly EngineId[] = ["google", "bing", "yandex"];

/**
 * The whole hidden count of the lint worker's answers to a whole text: its first answer's
 * findings are the whole lint's, its hidden count may come whole only with the second
 * (`finish`: the work that only finds findings for engines outside the set runs after it).
 */
function wholeHidden(linter: PhasedLinter, answer: PhaseAnswer): number {
  if (answer.complete) return answer.hidden;
  const second = linter.finish();
  if (second !== null && second.diagnostics !== null) throw new Error("the second answer to a whole text changed its findings");
  return second?.hidden ?? answer.hidden;
}

describe("lint output pinned on generated files", () => {
  const cases: [string, () => string][] = [
    ["the 200-group bench file", manyGroupsFile],
    ["the one-group bench file", oneGroupFile],
    ...Array.from({ length: 12 }, (_, i): [string, () => string] => [`mixed file ${i + 1}`, () => mixedFile(100 + i, 5 + i * 7)]),
  ];
  it("says what the linter said before its speed work, in the same order", () => {
    const got = cases.map(([name, make]) => {
      const text = make();
      const doc = parseRobotsTxt(text);
      const report = lintReport(doc, { engines: DEFAULT });
      const { packed } = packDiagnostics(report.diagnostics);
      const spans = [...packed.spans, ...packed.kinds];
      return `${name}: parse ${sha(recordedShape(doc))}, lint ${sha(report)} ${sha(lintReport(doc, { engines: ENGINE_IDS }))}, packed ${sha([spans, packed.codes, packed.engineLists, absoluteDetails(packed)])}`;
    });
    expect(got).toEqual(PINNED);
  });

  it("the lint worker's first answer to each bench file packs to the pinned bytes", () => {
    const got = cases.slice(0, 2).map(([name, make]) => {
      const text = make();
      const linter = new PhasedLinter();
      linter.setText(text);
      const answer = linter.lint(DEFAULT, "google", text);
      const { packed } = packDiagnostics(answer.diagnostics);
      const spans = [...packed.spans, ...packed.kinds];
      return `${name}: packed ${sha([spans, packed.codes, packed.engineLists, absoluteDetails(packed)])}, hidden ${wholeHidden(linter, answer)}`;
    });
    expect(got).toEqual(PINNED.slice(0, 2).map((line, i) => `${line.slice(0, line.indexOf(":"))}: packed ${line.slice(line.lastIndexOf(" ") + 1)}, hidden ${HIDDEN[i]}`));
  });
});

describe("lint output pinned on generated ASCII files", () => {
  it("says what the linter said before the ASCII paths of its checks (the whole lint, packed, and the lint worker's answer)", () => {
    const got = Array.from({ length: 8 }, (_, i) => {
      const text = mixedFile(300 + i, 4 + i * 9, ASCII_PATHS);
      expect(/[%\u0080-\uffff]/.test(text)).toBe(false);
      const doc = parseRobotsTxt(text);
      const report = lintReport(doc, { engines: DEFAULT });
      const { packed } = packDiagnostics(report.diagnostics);
      const linter = new PhasedLinter();
      linter.setText(text);
      const answer = linter.lint(DEFAULT, "google", text);
      const worker = packDiagnostics(answer.diagnostics).packed;
      const spans = (p: PackedDiagnostics) => [...p.spans, ...p.reach, ...p.kinds];
      return `ASCII file ${i + 1}: ${report.diagnostics.length} findings, lint ${sha(report)} ${sha(lintReport(doc, { engines: ENGINE_IDS }))}, packed ${sha([spans(packed), packed.codes, packed.engineLists, new TextDecoder().decode(packed.details)])}, worker ${sha([spans(worker), worker.codes, worker.engineLists, new TextDecoder().decode(worker.details), wholeHidden(linter, answer), answer.groups])}`;
    });
    expect(got).toEqual(PINNED_ASCII);
  });
});

/** Recorded from the linter at commit fcc15c4 (before the ASCII paths of the line and asset checks). */
const PINNED_ASCII: string[] = [
  "ASCII file 1: 41 findings, lint 3c2d602ebfd5b18b e10162f9019c5def, packed 8f82bf38251daaa4, worker 8cc00a0be0b6b44e",
  "ASCII file 2: 83 findings, lint cac034c0cfc07939 791d7408506503f5, packed 309cf825d2a36461, worker 44661e4f0791993a",
  "ASCII file 3: 167 findings, lint 112724ebaa81ec9c 904deefaeecd5bfe, packed 0b37229962c6281a, worker 46ff1e983b3d6c71",
  "ASCII file 4: 242 findings, lint 262e86e9109e7d22 e7ba01edcca3ef5a, packed 79da831c58e385e0, worker 5bc845817e08ac83",
  "ASCII file 5: 311 findings, lint 6a0be4891fa7e837 3e46fa2f0e7bf5c4, packed 4271a4888386470f, worker de1371330330c1e5",
  "ASCII file 6: 462 findings, lint 6937ee360a9c78e3 30da75b766b29af7, packed 48e73ee727267f06, worker 70433813aa9ffc48",
  "ASCII file 7: 454 findings, lint 17de50815ee28bef 9a1e9da75b6706cb, packed 8449458006486a54, worker fa40c88fbb8d25ed",
  "ASCII file 8: 596 findings, lint 0b1d5210e4d9b749 01da42f38b035020, packed 5c2a87636957417a, worker c07353ca96326d5b",
];

/** The hidden counts of the two bench files' lint for the default engines (at commit 1617417). */
const HIDDEN = [0, 120];

/** Recorded from the linter at commit c48165c. */
const PINNED: string[] = [
  "the 200-group bench file: parse e6946bce2d532799, lint fc1ffa02d6025911 32defc9e1dc063fb, packed e488b17094342367",
  "the one-group bench file: parse 5d08ddde9c53c083, lint 93a3ff0ec061d519 277110bdf79954c0, packed 55717eafebd81889",
  "mixed file 1: parse 8d8a5bd597a5307c, lint 84288bed95f28fa1 fb1f402b8791b8fc, packed 566140a3259251db",
  "mixed file 2: parse 7448853f016b0f8e, lint 9b66d3a874dcc6e5 4a0744b7173a037c, packed 155dd9826339d542",
  "mixed file 3: parse a1a0c25edd3f7a51, lint 1dfcfae7afe18520 44f418ccde0a9241, packed 39458c03ca67de21",
  "mixed file 4: parse 0ad74eda46423c75, lint dc1a65fa8945b2f8 bcbd61bd3f3f8155, packed ded74a24cf9e972f",
  "mixed file 5: parse f37da7b699b342f4, lint 3d783a4bc5d391d8 10101390a0b8761f, packed c5164d0c4205633b",
  "mixed file 6: parse dcffd7093b63e86c, lint 2e668051ea5caac9 edf489a34cc8a0ff, packed 7ba863fff0ba6e78",
  "mixed file 7: parse 66c31ea2cd5d3250, lint c7fc70d31c618443 e987d395b41ae0d1, packed ec217c576017689d",
  "mixed file 8: parse 7cda6f67310b59ea, lint a065098523b743e8 5d87e603d11ae8e1, packed c6ab122dee9c2ab9",
  "mixed file 9: parse 813dbc79746f9734, lint e3da7ae8112c3ac7 b504a7567cd92b85, packed 6963f3ff47885360",
  "mixed file 10: parse 085f774039da303a, lint aa1af109b40ed56e 9c07fa639ce726c3, packed 8260a6921a65e276",
  "mixed file 11: parse ae8e669b22170c05, lint bcf358eec0b5aa56 d0bc1aaa4c2a3bf6, packed 1993f8ec5d9b07e0",
  "mixed file 12: parse 2aca59fa99b354e3, lint fa5b95ded32f42f7 96a876d5217886c2, packed 11440dac5021f769",
];
