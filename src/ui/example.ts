/**
 * The file the editor opens with on a first visit: small, but every panel has something to
 * show. Its comment speaks the interface language; the rules are the same in every language,
 * so line numbers and verdicts do not change with it.
 */
import type { Locale } from "../i18n/format";

/** The example's first line, a comment, in each interface language. */
export const EXAMPLE_COMMENTS: Readonly<Record<Locale, string>> = {
  en: "# Example robots.txt: edit it, then test URLs on the right.",
  ja: "# robots.txt の例です。編集して、右側で URL をテストしてください。",
  ru: "# Пример robots.txt: измените его и проверьте URL справа.",
};

const EXAMPLE_RULES = `User-agent: *
Disallow: /search
Allow: /search/about
Disallow: /*?sessionid=

User-agent: Googlebot-Image
Disallow: /private-images/

User-agent: GPTBot
User-agent: CCBot
Disallow: /

User-agent: Yandex
Disallow: /search
Clean-param: ref&utm_source /catalog/
Crawl-delay: 2

Sitemap: https://example.com/sitemap.xml
`;

/** The example file with its comment in the given language. */
export function exampleRobotsTxt(locale: Locale): string {
  return `${EXAMPLE_COMMENTS[locale]}\n${EXAMPLE_RULES}`;
}

/** The example in English: the first text before the language is known, and the static shell's. */
export const EXAMPLE_ROBOTS_TXT = exampleRobotsTxt("en");

/**
 * Whether a text is the example as it was opened, in any language: untouched, so it may follow
 * a language switch. Any edit, even one character, makes it the person's draft.
 */
export function isUntouchedExample(text: string): boolean {
  return (Object.keys(EXAMPLE_COMMENTS) as Locale[]).some((locale) => text === exampleRobotsTxt(locale));
}
