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
