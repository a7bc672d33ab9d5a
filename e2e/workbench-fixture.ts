/**
 * The workbench page object, delivered as a Playwright fixture: role-based locators for
 * the editor, the panel tabs and the Test panel's fields, plus ways to replace the draft,
 * open the lint panel, switch theme and language.
 *
 * The one e2e style (checked by tests/e2e-style.test.ts): every spec imports `test` and
 * `expect` from here, never from `@playwright/test`; it finds elements by role and name
 * (the few parts without a role, such as CodeMirror's lines or `<html>`, are named here
 * once); it waits for states, never for time (no `waitForTimeout`).
 *
 * `wb` opens the app before the test. A spec that must prepare the page first (an init
 * script, another origin, a second browser context) makes its own: `new Workbench(page)`,
 * then `await wb.open(path)`.
 */
import { test as base, expect, type Locator, type Page } from "@playwright/test";

export type { Browser, BrowserContext, Locator, Page, TestInfo } from "@playwright/test";

export type Theme = "light" | "dark";

/** The Test panel's verdict heading, in English, Japanese and Russian. */
const VERDICT = /^(Allowed|Blocked) for |^(許可|ブロック) |^(Разрешено|Запрещено) для /;

export class Workbench {
  readonly editor: Locator;
  readonly url: Locator;
  readonly origin: Locator;
  readonly crawler: Locator;
  readonly readAs: Locator;
  readonly verdict: Locator;
  /** The Test panel's verdict card: a region named by its verdict heading. */
  readonly verdictCard: Locator;
  /** The side panel (Test, Findings, Compare, Bulk, Outline, History). */
  readonly sidePanel: Locator;
  /** The interface language select; its name says "Language" in every locale. */
  readonly language: Locator;
  /** The editor's hover card (directives, user-agent values, rules). */
  readonly hoverCard: Locator;
  /**
   * The document element, for `lang` and `data-theme`: it has no role, so it is found by
   * its tag, here only.
   */
  readonly root: Locator;
  /*
   * CodeMirror's own boxes have no role; they are found by its classes, here only.
   */
  /** The editor's whole box (gutters and scroller), for where things sit on screen. */
  readonly editorBox: Locator;
  /** Every tooltip box over the editor (hover help, lint messages). */
  readonly tooltips: Locator;
  /** The tooltip of a lint marker or underlined problem. */
  readonly lintTooltip: Locator;
  /** The lint gutter's markers (one per line with findings). */
  readonly lintMarkers: Locator;
  /** The group gutter's bars on the last line of a group (their titles give the group's lines). */
  readonly groupBarEnds: Locator;
  /** The completion list's info box (the selected option's explanation). */
  readonly completionInfo: Locator;
  /** The completion options' icons. */
  readonly completionIcons: Locator;

  constructor(readonly page: Page) {
    this.editor = page.getByRole("textbox", { name: "robots.txt editor" });
    this.url = page.getByRole("textbox", { name: "URL or path" });
    this.origin = page.getByRole("textbox", { name: "Origin of this robots.txt" });
    this.crawler = page.getByRole("combobox", { name: "Crawler" });
    this.readAs = page.getByRole("combobox", { name: "Read as" });
    this.verdict = page.getByRole("heading", { name: VERDICT });
    this.verdictCard = page.getByRole("region", { name: VERDICT });
    this.sidePanel = page.getByRole("region", { name: /^(Test and inspect|テストと確認|Проверка и анализ)$/ });
    this.language = page.getByRole("combobox", { name: /Language/ });
    this.hoverCard = page.getByRole("tooltip");
    this.root = page.locator("html");
    this.editorBox = page.locator(".cm-editor");
    this.tooltips = page.locator(".cm-tooltip");
    this.lintTooltip = page.locator(".cm-tooltip-lint");
    this.lintMarkers = page.locator(".cm-gutter-lint .cm-gutterElement", { has: page.locator(".cm-lint-marker") });
    this.groupBarEnds = page.locator(".cm-rt-group-bar-last");
    this.completionInfo = page.locator(".cm-completionInfo");
    this.completionIcons = page.getByRole("listbox").locator(".cm-completionIcon");
  }

  /** Goes to `path` (the app's start by default, or a share link, or another origin). */
  async open(path = "./") {
    await this.page.goto(path);
    await expect(this.editor).toBeVisible();
  }

  /**
   * Line `n` (from 0) of the editor as shown: CodeMirror's lines have no role, so they are
   * found by its class, here only.
   */
  line(n: number): Locator {
    return this.editor.locator(".cm-line").nth(n);
  }

  /** The `<link rel>` of the document's head (manifest, icon): no role, found by tag here only. */
  headLink(rel: string): Locator {
    return this.page.locator(`head link[rel="${rel}"]`);
  }

  /**
   * How the editor draws its lint marks of `severity`, read from the first underlined range and
   * the first gutter marker of it (CodeMirror's classes: the marks have no role).
   */
  async lintMarkLook(severity: "error" | "warning" | "info") {
    const range = this.editor.locator(`.cm-lintRange-${severity}`).first();
    const marker = this.page.locator(`.cm-lint-marker-${severity}`).first();
    await expect(range).toBeVisible();
    await expect(marker).toBeVisible();
    const underline = await range.evaluate((el) => {
      const cs = getComputedStyle(el);
      return { image: cs.backgroundImage, line: cs.textDecorationLine, style: cs.textDecorationStyle, colour: cs.textDecorationColor };
    });
    const gutter = await marker.evaluate((el) => {
      const cs = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return { content: cs.content, colour: cs.backgroundColor, width: box.width };
    });
    return { underline, marker: gutter };
  }

  /** Every line the editor shows (folded lines are not shown). */
  lines(): Locator {
    return this.editor.locator(".cm-line");
  }

  /** The lint panel's list of diagnostics (by default under its name in any of the three languages). */
  diagnostics(name: string | RegExp = /^(Diagnostics|診断|Замечания)$/): Locator {
    return this.page.getByRole("listbox", { name });
  }

  /** Opens CodeMirror's lint panel (Ctrl/Cmd+Shift+M in the editor). */
  async openLintPanel() {
    await this.editor.click();
    await this.page.keyboard.press("ControlOrMeta+Shift+M");
  }

  /** Empties the draft (select all, Delete). */
  async clearText() {
    await this.editor.click();
    await this.page.keyboard.press("ControlOrMeta+a");
    await this.page.keyboard.press("Delete");
    await expect(this.editor).toHaveText("");
  }

  /**
   * Replaces the whole draft by a paste event, for texts too long to type (one paste, as a
   * visitor's Ctrl+V). Checks the last line arrived.
   */
  async pasteText(text: string) {
    await this.editor.click();
    await this.page.keyboard.press("ControlOrMeta+a");
    await this.editor.evaluate((content, pasted) => {
      const data = new DataTransfer();
      data.setData("text/plain", pasted);
      content.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
    const last = text.split("\n").filter((line) => line.trim() !== "").at(-1) ?? "";
    await expect(this.editor).toContainText(last);
  }

  /**
   * Opens `text` as a file through Open…; `marker` is a line the editor shows then (it draws
   * only the lines in view).
   */
  async openFile(text: string, marker: string) {
    const chooser = this.page.waitForEvent("filechooser");
    await this.page.getByRole("button", { name: "Open…", exact: true }).click();
    await (await chooser).setFiles({ name: "robots.txt", mimeType: "text/plain", buffer: Buffer.from(text) });
    await expect(this.editor).toContainText(marker);
  }

  /**
   * Switches the interface language as a person does, focusing the select first (its other
   * languages' options come then), and waits for `<html lang>` to follow.
   */
  async useLanguage(locale: "en" | "ja" | "ru") {
    await this.language.focus();
    await this.language.selectOption(locale);
    await expect(this.root).toHaveAttribute("lang", locale);
  }

  /**
   * Turns the theme switch (a toggle button, checkbox or switch named like "Dark theme") to
   * `theme`, and waits for the page to show it.
   */
  async useTheme(theme: Theme) {
    const name = /dark theme/i;
    const toggle = this.page
      .getByRole("button", { name })
      .or(this.page.getByRole("checkbox", { name }))
      .or(this.page.getByRole("switch", { name }))
      .first();
    await expect(toggle).toBeVisible();
    const isOn = async () =>
      (await toggle.getAttribute("aria-pressed")) === "true" ||
      (await toggle.getAttribute("aria-checked")) === "true" ||
      ((await toggle.evaluate((el) => el instanceof HTMLInputElement)) && (await toggle.isChecked()));
    if ((await isOn()) !== (theme === "dark")) await toggle.click();
    await expect.poll(isOn).toBe(theme === "dark");
    await expect(this.root).toHaveAttribute("data-theme", theme);
  }

  tab(name: string | RegExp): Locator {
    return this.page.getByRole("tab", { name });
  }

  /** Opens the panel tab of that name and waits for it to be selected and its panel shown. */
  async openTab(name: string | RegExp): Promise<Locator> {
    const tab = this.tab(name);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    const panel = this.page.getByRole("tabpanel", { name });
    await expect(panel).toBeVisible();
    return panel;
  }

  /** Everything the autosave has written to IndexedDB, as JSON ("" before its first write). */
  storedJson(): Promise<string> {
    return this.page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open("robots-workbench");
          // No database yet: do not make one (the app would find it without its store).
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains("kv")) return resolve("");
            const request = db.transaction("kv").objectStore("kv").getAll();
            request.onsuccess = () => resolve(JSON.stringify(request.result));
          };
          open.onerror = () => resolve("");
        }),
    );
  }

  /** Replaces the whole draft as if typed (one input event, no completion). */
  async setText(text: string) {
    await this.editor.click();
    await this.page.keyboard.press("ControlOrMeta+a");
    await this.page.keyboard.insertText(text);
    // The first and the last line: the whole text is in, not only what was there before.
    const lines = text.split("\n").filter((line) => line.trim() !== "");
    await expect(this.editor).toContainText(lines[0] ?? "");
    await expect(this.editor).toContainText(lines.at(-1) ?? "");
  }

  async testUrl(url: string) {
    await this.url.fill(url);
  }

  /** Picks a crawler of the table by typing a query and choosing the named option. */
  async pickCrawler(query: string, option: string | RegExp) {
    await this.crawler.fill(query);
    await this.page.getByRole("option", { name: option }).first().click();
  }

  /** Types text where the editor's cursor is and checks it landed on the given line's text. */
  async expectCursorOnLine(lineText: string) {
    await expect(this.editor).toBeFocused();
    await this.page.keyboard.press("End");
    await this.page.keyboard.insertText(" #here");
    await expect(this.editor).toContainText(`${lineText} #here`);
  }
}

/**
 * CPU slowdown for every page, from `E2E_CPU_THROTTLE` (e.g. 4: four times slower), through
 * Chromium's DevTools protocol; `npm run test:e2e:repeat -- <spec> <n> --cpu 4` sets it.
 */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/** Slows the page's CPU by `rate` (Chromium's throttling, through a CDP session). */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * A delay (ms) for every script the app loads from its assets (first-load chunks, lazy chunks,
 * workers), from `E2E_SLOW_CHUNKS`: what a loaded machine or a slow network does to the order
 * of startup, on a quiet machine (`npm run test:e2e:repeat -- <spec> <n> --slow-chunks 1500`).
 */
const slowChunks = Number(process.env.E2E_SLOW_CHUNKS ?? 0);

export const test = base.extend<{ wb: Workbench }>({
  page: async ({ page }, provide) => {
    if (cpuThrottle > 1) await throttleCpu(page, cpuThrottle);
    if (slowChunks > 0) {
      await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, slowChunks));
        await route.fallback();
      });
    }
    await provide(page);
  },
  wb: async ({ page }, provide) => {
    const wb = new Workbench(page);
    await wb.open();
    await provide(wb);
  },
});

/**
 * Holds back the scripts whose URL matches `name` until `release` is called; `held()` says
 * whether the page asked for one.
 */
export async function holdScript(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(new RegExp(`${name}[^/]*\\.(js|ts)(\\?.*)?$`), async (route) => {
    asked = true;
    await released;
    await route.fallback();
  });
  return { release, held: () => asked };
}

/**
 * Records, from the page's first script on, the animation frame in which each part first
 * appears in the page (`parts`: a name and a selector each). Call before the page opens; the
 * returned function reads the frames seen so far, by name.
 */
export async function watchFirstFrames(page: Page, parts: Record<string, string>): Promise<() => Promise<Record<string, number>>> {
  await page.addInitScript((watched: Record<string, string>) => {
    const seen: Record<string, number> = {};
    let frame = 0;
    const tick = () => {
      frame++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver(() => {
      for (const [part, selector] of Object.entries(watched)) {
        if (!(part in seen) && document.querySelector(selector)) seen[part] = frame;
      }
    }).observe(document, { subtree: true, childList: true });
    (window as unknown as { firstFrames: Record<string, number> }).firstFrames = seen;
  }, parts);
  return () => page.evaluate(() => ({ ...(window as unknown as { firstFrames: Record<string, number> }).firstFrames }));
}

/** The browser locale that makes the app open in each of its languages. */
export const BROWSER_LOCALE = { en: "en-US", ja: "ja-JP", ru: "ru-RU" } as const;

/** Each option's text width in a select's font, and the room the closed select gives it. */
export function optionsFit(select: Locator) {
  return select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return [...el.options].map((o) => ({ text: o.text, width: Math.ceil(ctx.measureText(o.text).width), room }));
  });
}

export { expect };
