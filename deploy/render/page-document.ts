import type { Locale } from 'shared-contracts';
import {
  EARLY_INPUT_SCRIPT,
  jsonForHtml,
  PAGE_DATA_ID,
  PINNED_REGISTRY_ID,
} from 'shared-contracts/page-render';
import type { ModuleAssets } from './remote-assets.ts';

/** The element the shell's page mounts in (remote-kit/harness/index.html). */
const ROOT = '<div id="root"></div>';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const jsonElement = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${jsonForHtml(value)}</script>`;

export interface PageDocument {
  /** Everything before the page's content, up to the root element's start tag. */
  before: string;
  /** The root element's end tag and what follows. */
  after: string;
}

export interface PageDocumentParts {
  locale: Locale;
  /** What the browser hydrates with (shell PageData). */
  data: unknown;
  /** The registry the page was rendered with: the browser loads these versions, not newer ones. */
  registry: Record<string, string>;
  assets: ModuleAssets;
}

/**
 * The shell's page (its head already filled) around server-rendered content: the page's
 * language, the rendered remotes' styles (so nothing shows unstyled) and scripts (fetched while
 * the page is read), the script that holds clicks made before hydration, and the data and registry
 * hydration needs, as JSON that never runs.
 */
export function pageDocument(shellPage: string, parts: PageDocumentParts): PageDocument {
  const at = shellPage.indexOf(ROOT);
  if (at < 0) throw new Error(`the shell's page has no ${ROOT}`);
  const head = [
    `<script>${EARLY_INPUT_SCRIPT}</script>`,
    ...parts.assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...parts.assets.scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`),
  ].join('');
  const before = shellPage
    .slice(0, at)
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.locale}"`)
    .replace('</head>', `${head}</head>`);
  return {
    before: `${before}${jsonElement(PAGE_DATA_ID, parts.data)}${jsonElement(PINNED_REGISTRY_ID, parts.registry)}<div id="root">`,
    after: `</div>${shellPage.slice(at + ROOT.length)}`,
  };
}
