import { describe, expect, it } from "vitest";
import { PALETTES, contrastRatio } from "./theme.ts";

describe("themes", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  describe.each(["light", "dark"] as const)("%s", (mode) => {
    const p = PALETTES[mode];
    const AA = 4.5;

    it.each(Object.entries(p.tokens))("token %s reaches AA on the background and on verdict and group lines", (_type, colour) => {
      for (const bg of [p.background, p.activeLine, p.groupBackground, p.allowBackground, p.blockBackground, p.limitBackground]) {
        expect(contrastRatio(colour, bg)).toBeGreaterThanOrEqual(AA);
      }
    });

    it("labels, gutters and greyed text reach AA", () => {
      const pairs: [string, string][] = [
        [p.foreground, p.background],
        [p.gutterForeground, p.gutterBackground],
        [p.allowText, p.allowBackground],
        [p.blockText, p.blockBackground],
        [p.coverageText, p.background],
        [p.unusedText, p.background],
        [p.limitText, p.limitBackground],
        [p.beyondLimitText, p.background],
        [p.troubleText, p.troubleBackground],
        [p.tooltipText, p.tooltipBackground],
      ];
      for (const [fg, bg] of pairs) expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(AA);
    });

    it("the selection shows on every line background (drawn above the lines, blended)", () => {
      // The selection layer is blended with "darken" (light) or "lighten" (dark): each channel
      // is the lower or higher of the selection's and the line's.
      const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
      const hex = (c: number[]) => "#" + c.map((x) => x.toString(16).padStart(2, "0")).join("");
      const sel = rgb(p.selection);
      for (const bg of [p.background, p.activeLine, p.groupBackground, p.allowBackground, p.blockBackground, p.limitBackground]) {
        const shown = hex(rgb(bg).map((x, i) => (mode === "light" ? Math.min(x, sel[i]) : Math.max(x, sel[i]))));
        expect(contrastRatio(shown, bg), `selection over ${bg}`).toBeGreaterThanOrEqual(1.3);
      }
    });

    it("group bars reach 3:1 against the gutter (non-text contrast)", () => {
      for (const bar of p.groupBars) expect(contrastRatio(bar, p.gutterBackground)).toBeGreaterThanOrEqual(3);
    });

    it("lint underlines and gutter markers reach 3:1 on the lines and gutter they are drawn on (non-text contrast)", () => {
      for (const mark of [p.lintError, p.lintWarning, p.lintInfo]) {
        for (const bg of [p.background, p.activeLine, p.groupBackground, p.allowBackground, p.blockBackground, p.gutterBackground]) {
          expect(contrastRatio(mark, bg), `${mark} on ${bg}`).toBeGreaterThanOrEqual(3);
        }
      }
    });
  });
});
