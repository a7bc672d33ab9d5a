/**
 * The editor's configuration facet: which engines the file is read for, which engine's
 * grouping the gutter and folding show, and the function that turns message codes into
 * display text (the app's i18n formatter; without one, codes are shown with their parameters). Every robots.txt extension reads it from the state, so a reconfiguration
 * (a compartment holding `robotsTxtConfig.of(...)`) updates them all at once.
 */
import { Facet } from "@codemirror/state";
import type { EngineId, Param } from "../core/types.ts";
import { DEFAULT_LINT_ENGINES } from "../core/engines/index.ts";

/** Turns a message code and its parameters into display text. */
export type FormatMessage = (code: string, params: Record<string, Param>) => string;

/** Options of the robots.txt editor extensions. */
export interface RobotsTxtConfig {
  /** Engines the file is read for: lint, hover and size limits. Default google, bing, yandex; `[]` is none. */
  engines?: readonly EngineId[];
  /** Engine whose grouping the group gutter and folding show. Default: the first engine. */
  groupEngine?: EngineId;
  /** Display text for codes; the default shows the code with its parameters. */
  formatMessage?: FormatMessage;
  /**
   * Loads texts the hover cards and completion details need (an app that loads part of its
   * catalog on demand); awaited before the first card or list is built. Default: nothing.
   */
  loadHelpTexts?: () => Promise<void>;
  /**
   * Loads the texts of the lint findings and their fixes (an app that loads them after its
   * first screen); awaited before the first lint answer, so a finding is never shown, or
   * listed in the lint panel, as its bare code. Default: nothing.
   */
  loadLintTexts?: () => Promise<void>;
}

/** The configuration with every option filled in. */
export interface ResolvedConfig {
  engines: readonly EngineId[];
  groupEngine: EngineId;
  formatMessage: FormatMessage;
  loadHelpTexts: () => Promise<void>;
  loadLintTexts: () => Promise<void>;
}

/** Nothing to load: the default of `loadHelpTexts` and `loadLintTexts`. */
const nothingToLoad = (): Promise<void> => Promise.resolve();

/** Engines used when none are given: the core's default lint engines. */
export const DEFAULT_ENGINES: readonly EngineId[] = DEFAULT_LINT_ENGINES;

/** Shows a code with its parameters: the fallback when no message catalog is given. */
export function codeMessage(code: string, params: Record<string, Param>): string {
  const entries = Object.entries(params);
  return entries.length === 0 ? code : `${code} (${entries.map(([k, v]) => `${k}: ${String(v)}`).join(", ")})`;
}

/** The robots.txt editor configuration of a state; later values override earlier ones. */
export const robotsTxtConfig = Facet.define<RobotsTxtConfig, ResolvedConfig>({
  combine(values) {
    const merged: RobotsTxtConfig = {};
    for (const value of values) {
      if (value.engines !== undefined) merged.engines = value.engines;
      if (value.groupEngine !== undefined) merged.groupEngine = value.groupEngine;
      if (value.formatMessage !== undefined) merged.formatMessage = value.formatMessage;
      if (value.loadHelpTexts !== undefined) merged.loadHelpTexts = value.loadHelpTexts;
      if (value.loadLintTexts !== undefined) merged.loadLintTexts = value.loadLintTexts;
    }
    // An empty list is a choice (lint for no engine); only a missing one takes the default.
    const engines = merged.engines ?? DEFAULT_ENGINES;
    return {
      engines,
      groupEngine: merged.groupEngine ?? engines[0] ?? "google",
      formatMessage: merged.formatMessage ?? codeMessage,
      loadHelpTexts: merged.loadHelpTexts ?? nothingToLoad,
      loadLintTexts: merged.loadLintTexts ?? nothingToLoad,
    };
  },
});
