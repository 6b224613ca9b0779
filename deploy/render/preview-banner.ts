import type { Locale } from 'shared-contracts';
import { PREVIEW_PARAM } from 'shared-contracts/remote-discovery';
import type { VisitorRelease } from './visitor-release.ts';

const TEXTS = {
  en: {
    previewing: 'Preview:',
    end: 'End preview',
    refused: 'Not previewed, not a version this site lists and can load:',
  },
  es: {
    previewing: 'Vista previa:',
    end: 'Terminar la vista previa',
    refused: 'Sin vista previa, no es una versión publicada que este sitio pueda cargar:',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const listOf = (pins: Record<string, string>) =>
  Object.entries(pins)
    .map(([name, version]) => `<strong>${escapeHtml(name)} ${escapeHtml(version)}</strong>`)
    .join(', ');

/** The page's URL with `?preview=` (empty): the way out of a preview, a plain link. */
function endPreviewHref(url: string): string {
  const parsed = new URL(url, 'http://page.invalid');
  parsed.searchParams.set(PREVIEW_PARAM, '');
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * A banner above the page naming the versions previewed (and a preview refused), with a link that
 * ends it. Plain HTML outside the app's root: it needs no script and the app never re-renders it.
 */
export function previewBanner(release: VisitorRelease, locale: Locale, url: string): string {
  const texts = TEXTS[locale];
  const lines: string[] = [];
  if (Object.keys(release.previews).length > 0) {
    lines.push(
      `${texts.previewing} ${listOf(release.previews)}. <a href="${escapeHtml(endPreviewHref(url))}" style="color:inherit;font-weight:600">${texts.end}</a>`,
    );
  }
  if (Object.keys(release.refused).length > 0) lines.push(`${texts.refused} ${listOf(release.refused)}.`);
  if (lines.length === 0) return '';
  return `<div id="release-preview" role="status" style="background:#fff3bf;color:#5c3c00;padding:8px 16px;font:14px/1.4 system-ui,sans-serif;text-align:center">${lines.join('<br>')}</div>`;
}

/** The page with the banner just before the app's root element (remote-kit/harness/index.html). */
export function withPreviewBanner(page: string, banner: string): string {
  if (!banner) return page;
  return page.replace('<div id="root">', () => `${banner}<div id="root">`);
}
