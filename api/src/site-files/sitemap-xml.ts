import { escapeMarkup } from '../http/escape-markup.ts';

/** One address of the sitemap; `lastmod` when the page's data says when it last changed. */
export interface SitemapEntry {
  url: string;
  lastmod?: Date;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Entries written per chunk of the streamed answer. */
const ENTRIES_PER_CHUNK = 1000;

/**
 * The product shows a page in the visitor's language (the `locale` cookie, else the browser's),
 * never by its address, so each page has one address for both languages. Google's annotation for
 * such a locale-adaptive page is `x-default` alone: `en` and `es` alternates would have to be
 * addresses that show that language.
 */
function urlElement(entry: SitemapEntry): string {
  const loc = escapeMarkup(entry.url);
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${loc}</loc>${lastmod}<xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/></url>\n`;
}

/** A `<urlset>` of these entries, in chunks, so a file of 50,000 is never one string. */
export function* urlset(entries: Iterable<SitemapEntry>): Generator<string> {
  yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
  let chunk = '';
  let inChunk = 0;
  for (const entry of entries) {
    chunk += urlElement(entry);
    inChunk += 1;
    if (inChunk === ENTRIES_PER_CHUNK) {
      yield chunk;
      chunk = '';
      inChunk = 0;
    }
  }
  yield `${chunk}</urlset>\n`;
}

/** A `<sitemapindex>` naming each sitemap file. */
export function sitemapIndex(fileUrls: readonly string[]): string {
  const files = fileUrls.map((url) => `<sitemap><loc>${escapeMarkup(url)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${files}</sitemapindex>\n`;
}
