/**
 * Every code the core can return has an English text: match reasons, group choice, steps,
 * assumptions, URL problems, fetch outcomes and lint codes (with their fix titles).
 */
import { describe, it, expect } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { matchMessages } from "../../src/i18n/en/match.ts";
import { lintMessages } from "../../src/i18n/en/lint.ts";
import { uiMessages } from "../../src/i18n/en/ui.ts";
import { prefsMessages, prefsUi } from "../../src/i18n/en/prefs.ts";
import { LINT_CODES } from "../../src/core/lint/codes.ts";
import { FETCH_OUTCOMES } from "../../src/core/status.ts";

const english: Record<string, unknown> = { ...uiMessages, ...lintMessages, ...matchMessages, ...prefsMessages, ...prefsUi };

function coreSources(): string {
  const dir = join(process.cwd(), "src/core");
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (e.name.endsWith(".ts") && !e.name.endsWith(".test.ts")) files.push(join(d, e.name));
    }
  };
  walk(dir);
  return files.map((f) => readFileSync(f, "utf8")).join("\n");
}

const source = coreSources();
const emitted = new Set<string>();
for (const m of source.matchAll(/msg\(\s*"([a-z0-9-]+)"/g)) emitted.add(m[1]);
for (const m of source.matchAll(/"(assume-[a-z0-9-]+)"/g)) emitted.add(m[1]);
for (const m of source.matchAll(/"(url-[a-z-]+|origin-invalid|step-[a-z-]+|group-(?:token|fallback|yandex|global|global-asked|global-ignored|none))"/g)) emitted.add(m[1]);
for (const m of source.matchAll(/msg\(\s*([a-zA-Z.]+)\s*\?\s*"([a-z-]+)"\s*:\s*"([a-z-]+)"/g)) {
  emitted.add(m[2]);
  emitted.add(m[3]);
}

describe("English texts", () => {
  it("finds the codes the core emits", () => {
    expect(emitted.size).toBeGreaterThan(30);
  });

  it.each([...emitted].sort())("has a text for %s", (code) => {
    expect(english[code]).toBeDefined();
  });

  it.each(Object.keys(LINT_CODES))("has a text for the lint code %s", (code) => {
    expect(english[code]).toBeDefined();
  });

  it.each(Object.entries(LINT_CODES).filter(([, v]) => v.fix !== "never").map(([k]) => k))("has a fix title for %s", (code) => {
    expect(english[`fix.${code}`]).toBeDefined();
  });

  it.each([...FETCH_OUTCOMES])("has a text for the fetch outcome %s", (outcome) => {
    expect(english[`status.${outcome}`]).toBeDefined();
  });
});
