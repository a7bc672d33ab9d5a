/** The file the editor opens with on a first visit. */
export const EXAMPLE_ROBOTS_TXT = `# Example robots.txt
User-agent: *
Disallow: /search
Allow: /search/about
Disallow: /*?sessionid=

User-agent: Googlebot-Image
Disallow: /private-images/

Sitemap: https://example.com/sitemap.xml
`;
