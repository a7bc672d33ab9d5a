/**
 * The file the editor opens with on a first visit: small, but every panel has something to
 * show. Its first line, a comment, speaks the interface language (`ui.example.comment` in the
 * catalogs); the rules are the same in every language, so line numbers and verdicts do not
 * change with it.
 */

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

/** The example file with the given comment (one line of text, without its `#`). */
export function exampleRobotsTxt(comment: string): string {
  return `# ${comment.replace(/[\r\n]+/g, " ")}\n${EXAMPLE_RULES}`;
}

/** The example in English: the first text before the language is known. */
export const EXAMPLE_ROBOTS_TXT = exampleRobotsTxt("Example robots.txt: edit it, then test URLs on the right.");

/**
 * The example as index.html's static shell paints it before the scripts run: the comment's
 * line is blank, since the page cannot know the visitor's language until a script has read it
 * (an English comment would change under a Japanese or Russian reader's eyes); the comment
 * arrives with the app, in that language, and the rules keep their line numbers.
 */
export const EXAMPLE_SHELL_TEXT = `\n${EXAMPLE_RULES}`;
