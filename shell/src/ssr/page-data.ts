import type { Locale } from 'shared-contracts';
import { PAGE_DATA_ID } from 'shared-contracts/page-render';

/** What a page rendered on the server hands to the browser's hydration. */
export interface PageData {
  locale: Locale;
  /** SWR's serialized key → the answer the page was rendered with. */
  swr: Record<string, unknown>;
  /** When the server read the data (ms since the epoch). */
  renderedAt: number;
}

/** The page's data, when the server rendered it. */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData>;
    if ((data.locale !== 'en' && data.locale !== 'es') || typeof data.renderedAt !== 'number') return null;
    return { locale: data.locale, swr: data.swr ?? {}, renderedAt: data.renderedAt };
  } catch {
    return null;
  }
}
