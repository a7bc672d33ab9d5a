import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ENGINE_IDS, HONOURS, PURPOSES } from "../core/types";
import { FETCH_OUTCOMES } from "../core/status";
import { PANEL_TABS } from "../state/store";
import { hasMessage } from "./index";
import { ensurePrefsCatalog } from "./prefs-catalog";
import { ensurePanelsCatalog } from "./panels-catalog";

ensurePrefsCatalog();
ensurePanelsCatalog();

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const WORKBENCH_FILES = [
  ...walk("src/ui/layout"),
  ...walk("src/ui/parts"),
  "src/ui/App.tsx",
  "src/ui/panels/TestPanel.tsx",
  "src/ui/panels/ComparePanel.tsx",
  "src/ui/panels/OutlinePanel.tsx",
  "src/ui/panels/FindingsPanel.tsx",
];

describe("the workbench's English catalog", () => {
  it("has a text for every literal code the workbench components use", () => {
    const missing = WORKBENCH_FILES.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"([^"]+)"/g)]
        .map((m) => m[1])
        .filter((code) => !hasMessage(code))
        .map((code) => `${file}: ${code}`),
    );
    expect(missing).toEqual([]);
  });

  it("has a text for every code the components build from a value", () => {
    const codes = [
      ...ENGINE_IDS.flatMap((e) => [`ui.engine.${e}`, `ui.engine.short.${e}`]),
      ...PANEL_TABS.map((tab) => `ui.tab.${tab}`),
      ...["token", "global", "header-known", "header-product", "empty"].flatMap((how) => [
        `ui.agent.how.${how}`,
        `ui.test.custom.${how}`,
      ]),
      ...FETCH_OUTCOMES.map((o) => `status.${o}`),
      ...["parse", "allow-all", "disallow-all", "disallow-then-cache", "defer"].flatMap((e) => [
        `status.effect.${e}`,
        `ui.status.short.${e}`,
      ]),
      ...PURPOSES.flatMap((p) => [`ui.purpose.${p}`, `editor.purpose.${p}`]),
      ...HONOURS.map((h) => `ui.honours.${h}`),
      "ui.vendor.unknown",
      ...["sitemap", "host", "crawl-delay", "clean-param"].flatMap((d) => [`ui.outline.${d}`, `ui.outline.${d}.none`]),
      "ui.rule.derived.index-html",
      ...["H", "M", "L"].map((c) => `ui.confidence.${c}`),
      ...["before-load", "before-restore", "before-share", "auto", "manual"].map((r) => `ui.cmp.base.reason.${r}`),
    ];
    expect(codes.filter((code) => !hasMessage(code))).toEqual([]);
  });
});
