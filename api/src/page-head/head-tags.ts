import { escapeMarkup } from '../http/escape-markup.ts';

/** What a shared link previews with: the page's title, text, address and picture. */
export interface PageHead {
  /** The document's `<title>`. */
  title: string;
  /** The preview's title (`og:title`), without the product's name. */
  heading: string;
  description: string;
  /** Absolute. */
  url: string;
  /** Absolute, or none. */
  image: string | null;
  type: 'website' | 'profile';
  siteName: string;
  locale: 'en_US' | 'es_ES';
}

/** The `<head>` tags of a page: its title, description, canonical address and Open Graph tags. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(value)}"/>`;
  return [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeMarkup(head.url)}"/>`,
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.heading),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:locale', head.locale),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', 'summary'),
  ].join('');
}

/** `text` on one line, cut at a word before `max` characters with an ellipsis. */
export function summary(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
