/** The sitemap protocol's limit of addresses per file. */
export const URLS_PER_FILE = 50_000;

/** How many files the site's addresses (the pages first, then the experts) fill. */
export function sitemapFileCount(pageCount: number, expertCount: number, perFile = URLS_PER_FILE): number {
  return Math.max(1, Math.ceil((pageCount + expertCount) / perFile));
}

/** What file `file` (from 1) holds: a slice of the pages, then `expertLimit` experts from `expertOffset`. */
export function sitemapFile<T>(file: number, sitePages: readonly T[], perFile = URLS_PER_FILE) {
  const start = (file - 1) * perFile;
  const pagesOfFile = sitePages.slice(start, start + perFile);
  return {
    pages: pagesOfFile,
    expertOffset: Math.max(0, start - sitePages.length),
    expertLimit: perFile - pagesOfFile.length,
  };
}
