/**
 * Example robots.txt files for the Examples menu, as data: the four files of Microsoft's
 * KB 217103 "How to write a robots.txt file" (read with the 1994 standard, docs/engines.md §7),
 * worked examples of Yandex's classic help (docs/engines.md §5) and common real-world files. Names and descriptions are message codes
 * (`files.example.<id>.name` / `.description` in `src/i18n/lazy-en/panels.ts`).
 */

/** Where an example comes from, for grouping in the menu. */
export type ExampleGroup = "standard-1994" | "yandex" | "real-world" | "ai";

/** An example file. */
export interface Example {
  id: string;
  group: ExampleGroup;
  /** The origin the file is read against, when it matters. */
  origin: string;
  text: string;
}

/** The groups in menu order. */
export const EXAMPLE_GROUPS: readonly ExampleGroup[] = ["real-world", "ai", "standard-1994", "yandex"];

/** Every example, in menu order within its group. */
export const EXAMPLES: readonly Example[] = [
  // Microsoft KB 217103, robots.txt for IIS sites (2003), read with the 1994 standard (docs/engines.md §7).
  {
    id: "kb-block-all",
    group: "standard-1994",
    origin: "https://example.com",
    text: "# Make changes for all web spiders\nUser-agent: *\nDisallow: /\n",
  },
  {
    id: "kb-webspider",
    group: "standard-1994",
    origin: "https://example.com",
    text: `# Tell "WebSpider" where it can't go
User-agent: WebSpider
Disallow: /marketing
Disallow: /sales
# Allow all other robots to browse everywhere
User-agent: *
Disallow:
`,
  },
  {
    id: "kb-only-spiderone",
    group: "standard-1994",
    origin: "https://example.com",
    text: `# Allow "SpiderOne" in the site
User-agent: SpiderOne
Disallow:
# Deny all other spiders
User-agent: *
Disallow: /
`,
  },
  {
    id: "kb-frontpage",
    group: "standard-1994",
    origin: "https://example.com",
    text: `# Ignore FrontPage files
User-agent: *
Disallow: /_borders
Disallow: /_derived
Disallow: /_fpclass
Disallow: /_overlay
Disallow: /_private
Disallow: /_themes
Disallow: /_vti_bin
Disallow: /_vti_cnf
Disallow: /_vti_log
Disallow: /_vti_map
Disallow: /_vti_pvt
Disallow: /_vti_txt
`,
  },

  // Yandex's classic robots.txt help, its worked examples (docs/engines.md §5).
  {
    id: "yandex-allow-order",
    group: "yandex",
    origin: "https://www.site.ru",
    text: `# Classic Yandex: the first matching line of the record decides.
# Current Yandex: the longest match decides, so order no longer matters.
User-agent: Yandex
Disallow: /
Allow: /cgi-bin
`,
  },
  {
    id: "yandex-wildcards",
    group: "yandex",
    origin: "https://www.site.ru",
    text: `User-agent: Yandex
Allow: /obsolete/private/*.html$ # allows html files under /obsolete/private/
Disallow: /*.php$                # blocks every *.php on the site
Disallow: /*/private/            # blocks every path containing /private/
Disallow: /*/old/*.zip$          # blocks *.zip files under an /old/ folder
Disallow: /add.php?*user=        # blocks add.php with a user parameter
`,
  },
  {
    id: "yandex-host-sitemap",
    group: "yandex",
    origin: "https://www.glavnoye-zerkalo.ru",
    text: `# If www.glavnoye-zerkalo.ru is the main mirror, every mirror's robots.txt reads:
User-Agent: *
Disallow: /forum
Disallow: /cgi-bin
Host: www.glavnoye-zerkalo.ru

Sitemap: http://mysite.ru/site_structure/my_sitemaps1.xml
Sitemap: http://mysite.ru/site_structure/my_sitemaps2.xml
`,
  },
  {
    id: "yandex-clean-param",
    group: "yandex",
    origin: "https://www.site1.ru",
    text: `User-agent: Yandex
Disallow:
Clean-param: s&ref /forum*/showthread.php
Clean-param: sid /index.php
Clean-param: abc /forum/showthread.php
`,
  },
  {
    id: "yandex-crawl-delay",
    group: "yandex",
    origin: "https://www.site.ru",
    text: `User-agent: Yandex
Crawl-delay: 2 # a 2-second timeout

User-agent: *
Disallow: /search
Crawl-delay: 4.5 # a 4.5-second timeout
`,
  },
  {
    id: "yandex-no-blank-line",
    group: "yandex",
    origin: "https://www.site.ru",
    text: `# No blank line before "User-agent: Yandex": without the extensions the Yandex
# line was ignored and everything blocked; Yandex splits records at each User-agent.
User-agent: *
Disallow: /
User-agent: Yandex
Allow: /
`,
  },

  // Common real-world files.
  {
    id: "wordpress",
    group: "real-world",
    origin: "https://blog.example.com",
    text: `# WordPress's default: the admin area stays out, admin-ajax.php stays reachable.
User-agent: *
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php

Sitemap: https://blog.example.com/wp-sitemap.xml
`,
  },
  {
    id: "ecommerce-facets",
    group: "real-world",
    origin: "https://shop.example.com",
    text: `# An online shop: keep crawlers out of carts, accounts, internal search and the
# endless combinations of faceted navigation; pagination stays crawlable.
User-agent: *
Disallow: /cart
Disallow: /checkout
Disallow: /account/
Disallow: /search
Disallow: /*?*sort=
Disallow: /*?*filter=
Disallow: /*?*color=
Disallow: /*?*size=
Disallow: /*sessionid=
Allow: /*?page=

Sitemap: https://shop.example.com/sitemap.xml
`,
  },
  {
    id: "block-ai-crawlers",
    group: "real-world",
    origin: "https://news.example.com",
    text: `# Search engines are welcome; crawlers that gather AI training data are not.
User-agent: GPTBot
User-agent: ClaudeBot
User-agent: CCBot
User-agent: Google-Extended
User-agent: Applebot-Extended
User-agent: Bytespider
User-agent: meta-externalagent
Disallow: /

User-agent: *
Disallow: /admin/

Sitemap: https://news.example.com/sitemap.xml
`,
  },
  // The AI era: written for this app from the sources named in docs/crawlers.md.
  {
    id: "cloudflare-managed",
    group: "ai",
    origin: "https://www.example.com",
    // Cloudflare's managed robots.txt puts its part before the site's own file: a `*` group
    // with a Content-Signal line and `Allow: /`, then groups blocking eight AI crawlers.
    // Google merges both `*` groups (so /admin/ stays blocked); a reader that keeps only the
    // first `*` record sees `Allow: /` alone, and the site's own rules are lost to it.
    text: `# Part added by the CDN's managed robots.txt (content signals, AI crawlers)
User-Agent: *
Content-Signal: search=yes, ai-train=no
Allow: /

User-agent: Amazonbot
Disallow: /

User-agent: Applebot-Extended
Disallow: /

User-agent: Bytespider
Disallow: /

User-agent: CCBot
Disallow: /

User-agent: ClaudeBot
Disallow: /

User-agent: Google-Extended
Disallow: /

User-agent: GPTBot
Disallow: /

User-agent: meta-externalagent
Disallow: /

# The site's own robots.txt, after the managed part
User-agent: *
Disallow: /admin/
Disallow: /cart

Sitemap: https://www.example.com/sitemap.xml
`,
  },
  {
    id: "ai-training-off-search-on",
    group: "ai",
    origin: "https://blog.example.com",
    text: `# Search engines and AI search are welcome; AI training is not.
User-agent: *
Disallow: /admin/

# AI search and fetches a user asked for: the same rules as everyone
User-agent: OAI-SearchBot
User-agent: ChatGPT-User
User-agent: Claude-SearchBot
User-agent: Claude-User
User-agent: PerplexityBot
Disallow: /admin/

# Training crawlers, and the tokens that govern training on pages fetched for search
User-agent: GPTBot
User-agent: ClaudeBot
User-agent: CCBot
User-agent: Google-Extended
User-agent: Applebot-Extended
User-agent: meta-externalagent
User-agent: Bytespider
User-agent: cohere-training-data-crawler
Disallow: /

Sitemap: https://blog.example.com/sitemap.xml
`,
  },
  {
    id: "content-usage-paths",
    group: "ai",
    origin: "https://news.example.com",
    // IETF AIPREF (draft-ietf-aipref-attach): Content-Usage in a group, optionally scoped
    // to a path; the longest matching path decides, and only crawlable paths carry preferences.
    text: `# Usage preferences: no AI training on the site, except the press kit;
# search is welcome everywhere. Crawling itself is allowed outside /drafts/.
User-agent: *
Allow: /
Disallow: /drafts/
Content-Usage: train-ai=n, search=y
Content-Usage: /press/ train-ai=y
`,
  },
  {
    id: "staging",
    group: "real-world",
    origin: "https://staging.example.com",
    text: `# Staging site: keep every crawler out. robots.txt is not access control:
# protect staging with a password too, and never copy this file to production.
User-agent: *
Disallow: /
`,
  },
];
