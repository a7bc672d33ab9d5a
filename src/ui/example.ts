/** The file the editor opens with on a first visit: small, but every panel has something to show. */
export const EXAMPLE_ROBOTS_TXT = `# Example robots.txt: edit it, then test URLs on the right.
User-agent: *
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
