/**
 * The import boundary of src/core (architecture.md "Layers and folders"): ESLint refuses
 * DOM globals and React, CodeMirror, zustand or UI imports inside the core.
 */
import { describe, it, expect } from "vitest";
import { ESLint } from "eslint";

const eslint = new ESLint({ cwd: process.cwd() });

async function errorsFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

describe("src/core import boundary", () => {
  it.each([
    ['import { useState } from "react";\nexport const x = useState;', "react"],
    ['import { EditorView } from "@codemirror/view";\nexport const x = EditorView;', "@codemirror/view"],
    ['import { create } from "zustand";\nexport const x = create;', "zustand"],
    ['import { useWorkbench } from "../state/store";\nexport const x = useWorkbench;', "the store"],
  ])("refuses %s (%s)", async (code) => {
    expect(await errorsFor(code, "src/core/boundary-probe.ts")).toContain("no-restricted-imports");
  });

  it("refuses DOM globals", async () => {
    expect(await errorsFor("export const x = document.title;", "src/core/boundary-probe.ts")).toContain("no-restricted-globals");
  });

  it("accepts core-only code", async () => {
    expect(await errorsFor('import { parseRobotsTxt } from "./parse.ts";\nexport const x = parseRobotsTxt;', "src/core/boundary-probe.ts")).toEqual([]);
  });

  it("lets the UI import React", async () => {
    expect(await errorsFor('import { useState } from "react";\nexport const x = useState;', "src/ui/boundary-probe.ts")).toEqual([]);
  });
});

describe("src/state, src/ui and src/workers import boundaries", () => {
  it.each([
    ['import { EditorView } from "@codemirror/view";\nexport const x = EditorView;', "src/state/boundary-probe.ts"],
    ['import { App } from "../ui/App";\nexport const x = App;', "src/state/boundary-probe.ts"],
    ['import { createBulkHandler } from "../workers/bulk-handler";\nexport const x = createBulkHandler;', "src/state/boundary-probe.ts"],
    ['import { EditorView } from "@codemirror/view";\nexport const x = EditorView;', "src/ui/panels/boundary-probe.ts"],
    ['import { createBulkHandler } from "../../workers/bulk-handler";\nexport const x = createBulkHandler;', "src/ui/panels/boundary-probe.ts"],
    ['import { useWorkbench } from "../state/store";\nexport const x = useWorkbench;', "src/workers/boundary-probe.ts"],
    ['import { create } from "zustand";\nexport const x = create;', "src/workers/boundary-probe.ts"],
  ])("refuses %s in %s", async (code, filePath) => {
    expect(await errorsFor(code, filePath)).toContain("no-restricted-imports");
  });

  it("accepts the allowed ways in", async () => {
    expect(await errorsFor('import { VERDICT } from "../workers/protocol.ts";\nexport const x = VERDICT;', "src/state/boundary-probe.ts")).toEqual([]);
    expect(await errorsFor('import { useWorkbench } from "../../state/store";\nexport const x = useWorkbench;', "src/ui/panels/boundary-probe.ts")).toEqual([]);
    expect(await errorsFor('import { parseRobotsTxt } from "../core/parse.ts";\nexport const x = parseRobotsTxt;', "src/workers/boundary-probe.ts")).toEqual([]);
  });
});
