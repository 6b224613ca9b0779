import type { Locale } from 'shared-contracts';
import {
  APP_SCRIPTS_ID,
  APP_TAKEOVER_SCRIPTS_ID,
  EARLY_INPUT_SCRIPT,
  jsonForHtml,
  PAGE_DATA_ID,
  PINNED_REGISTRY_ID,
  PINNED_RELEASE_ID,
} from 'shared-contracts/page-render';
import type { ReleasePins } from 'shared-contracts/remote-discovery';
import type { ModuleAssets } from './remote-assets.ts';

/** The shell page's scripts and their preloads (its build writes them in the head). */
const SCRIPT_TAGS = /<script\b[^>]*\bsrc=[^>]*><\/script>|<link rel="preload" as="script"[^>]*>/g;

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
  /** Its pins: the browser checks the files against their hashes and falls back to the defaults. */
  pins: ReleasePins;
  assets: ModuleAssets;
  /**
   * Whether the app's scripts wait for the visitor's first act: only for a page whose HTML is
   * whole. A part left to the browser needs them at once.
   */
  scriptsAtFirstAct: boolean;
  /**
   * The islands build's scripts, for a page hydrated as islands (with scriptsAtFirstAct): they
   * wait for the first act instead of the app's.
   */
  islandScripts?: string[];
}

/**
 * The shell's page (its head already filled) around server-rendered content: the page's
 * language, the rendered remotes' styles (so nothing shows unstyled), the shell's and the remotes'
 * scripts kept for the visitor's first act and the script that loads them and holds clicks made
 * before hydration, and the data and registry hydration needs, as JSON that never runs.
 */
export function pageDocument(shellPage: string, parts: PageDocumentParts): PageDocument {
  const at = shellPage.indexOf(ROOT);
  if (at < 0) throw new Error(`the shell's page has no ${ROOT}`);
  const head = shellPage.slice(0, at);
  // An entry the registry holds a hash of is loaded with it (CORS mode): its preload must match.
  const remoteScripts = parts.assets.scripts.map((href) => {
    const integrity = parts.pins.integrity[href];
    const checked = integrity ? ` integrity="${escapeAttribute(integrity)}" crossorigin="anonymous"` : '';
    return `<link rel="preload" as="script" href="${escapeAttribute(href)}"${checked}>`;
  });
  // The app's scripts wait in a template for the visitor's first act (EARLY_INPUT_SCRIPT), or
  // load at once.
  const appScripts = [...(head.match(SCRIPT_TAGS) ?? []), ...remoteScripts];
  const waiting = parts.islandScripts
    ? parts.islandScripts.map((src) => `<script src="${escapeAttribute(src)}"></script>`)
    : appScripts;
  // An islands page also names the app's scripts, for a part that hands the page over to the app.
  const takeover = parts.islandScripts
    ? [`<template id="${APP_TAKEOVER_SCRIPTS_ID}">${appScripts.join('')}</template>`]
    : [];
  const scripts = parts.scriptsAtFirstAct
    ? [`<template id="${APP_SCRIPTS_ID}">${waiting.join('')}</template>`, ...takeover]
    : remoteScripts;
  const added = [
    `<script>${EARLY_INPUT_SCRIPT}</script>`,
    ...scripts,
    ...parts.assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
  ].join('');
  const before = (parts.scriptsAtFirstAct ? head.replace(SCRIPT_TAGS, '') : head)
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.locale}"`)
    .replace('</head>', () => `${added}</head>`);
  return {
    before: `${before}${jsonElement(PAGE_DATA_ID, parts.data)}${jsonElement(PINNED_REGISTRY_ID, parts.registry)}${jsonElement(PINNED_RELEASE_ID, parts.pins)}<div id="root">`,
    after: `</div>${shellPage.slice(at + ROOT.length)}`,
  };
}
