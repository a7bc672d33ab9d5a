/**
 * The CLI's words: the app's own lint and match catalogs (the same sentences the editor shows)
 * plus the CLI's catalog, per language, through the app's formatter (src/i18n/format.ts).
 */
import { makeT, type Locale, type MessageValue, type Translate } from "../i18n/format.ts";
import { lintMessages as enLint } from "../i18n/en/lint.ts";
import { lintMessages as jaLint } from "../i18n/ja/lint.ts";
import { lintMessages as ruLint } from "../i18n/ru/lint.ts";
import { matchMessages as enMatch } from "../i18n/en/match.ts";
import { matchMessages as jaMatch } from "../i18n/ja/match.ts";
import { matchMessages as ruMatch } from "../i18n/ru/match.ts";
import { uiMessages as enUi } from "../i18n/en/ui.ts";
import { uiMessages as jaUi } from "../i18n/ja/ui.ts";
import { uiMessages as ruUi } from "../i18n/ru/ui.ts";
import { cliMessages as enCli } from "../i18n/cli/en.ts";
import { cliMessages as jaCli } from "../i18n/cli/ja.ts";
import { cliMessages as ruCli } from "../i18n/cli/ru.ts";

export const CLI_LOCALES: readonly Locale[] = ["en", "ja", "ru"];

type Catalog = Readonly<Record<string, MessageValue>>;

/** Engine names only, from the interface catalog (`ui.engine.<id>`). */
function engineNames(ui: Catalog): Record<string, MessageValue> {
  const out: Record<string, MessageValue> = {};
  for (const [key, value] of Object.entries(ui)) if (key.startsWith("ui.engine.") && !key.startsWith("ui.engine.short.")) out[key] = value;
  return out;
}

const CATALOGS: Record<Locale, Catalog[]> = {
  en: [enLint, enMatch, engineNames(enUi), enCli],
  ja: [jaLint, jaMatch, engineNames(jaUi), jaCli],
  ru: [ruLint, ruMatch, engineNames(ruUi), ruCli],
};

/** The translate function of a language; a code a translation lacks falls back to English. */
export function cliTranslator(locale: Locale): Translate {
  const merged: Record<string, MessageValue> = {};
  for (const cat of CATALOGS.en) Object.assign(merged, cat);
  if (locale !== "en") for (const cat of CATALOGS[locale]) Object.assign(merged, cat);
  return makeT(merged, locale);
}

/** The language from the environment (LC_ALL, LC_MESSAGES, LANG): `ja_JP.UTF-8` is Japanese. */
export function localeFromEnv(env: Readonly<Record<string, string | undefined>>): Locale {
  const value = env.LC_ALL || env.LC_MESSAGES || env.LANG || "";
  const lang = value.slice(0, 2).toLowerCase();
  return lang === "ja" || lang === "ru" ? lang : "en";
}
