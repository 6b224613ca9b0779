import { API_PREFIX, pages } from 'shared-contracts';

/** A page pattern's address up to its first parameter: `/auth/callback/:provider` → `/auth/callback`. */
const prefixOf = (pattern: string) => pattern.split('/:')[0] ?? pattern;

/**
 * Crawlers may read every page but the signed-in areas, the social sign-in's return and the api;
 * the uploads under the api stay open, since the pages' photos (and link previews') are there.
 */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    `Allow: ${API_PREFIX}/uploads/`,
    `Disallow: ${pages.customer.home.pattern}`,
    `Disallow: ${pages.expert.home.pattern}`,
    `Disallow: ${prefixOf(pages.socialCallback.pattern)}`,
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
