import { setupI18n } from '@lingui/core';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { shellMessages } from '../i18n/shell-messages.ts';
import { ISLAND_ATTRIBUTE, ISLAND_NAMES, type IslandName } from '../layout/island-names.ts';
import { islandHandles, replayEarlyInput } from '../ssr/early-input.ts';
import { readPageData } from '../ssr/page-data.ts';
import { IslandProviders } from './IslandProviders.tsx';
import { ISLANDS } from './islands.ts';
import { restoreKeptInput } from './kept-text.ts';
import { keepIslandRoot } from './load-app.ts';

/** Renders nothing; its effect runs once its root has hydrated and committed. */
function Committed({ onCommit }: { onCommit(): void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

const isIslandName = (name: string | null): name is IslandName =>
  ISLAND_NAMES.some((known) => known === name);

/**
 * An islands page's script (the shell's islands build): each marked part of the page becomes a
 * React root of its own, rendered as the server rendered it, in the page's language; the rest
 * stays the server's HTML. Input held since the visitor's first act is played once its island
 * handles it (early-input.ts).
 */
async function hydrateIslands(): Promise<void> {
  // Only a page rendered on the server has islands, and its data names its language.
  const data = readPageData(document);
  if (!data) return;
  const { locale } = data;
  const { pathname, search, hash } = window.location;
  const i18n = setupI18n({ locale, messages: { [locale]: await shellMessages[locale]() } });
  const hydrated = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map(async (element) => {
    const name = element.getAttribute(ISLAND_ATTRIBUTE);
    if (!isIslandName(name)) return;
    const Island = await ISLANDS[name]();
    await new Promise<void>((committed) => {
      const root = hydrateRoot(
        element,
        <IslandProviders i18n={i18n} data={data} location={{ pathname, search, hash }}>
          <Island />
          <Committed onCommit={committed} />
        </IslandProviders>,
        { onRecoverableError: (error) => console.error('[hydration]', name, error) },
      );
      keepIslandRoot(root);
    });
  });
  // What was held is played once every island has committed (a form's fields registered, which
  // sets their boxes to the form's values: text typed before is told after); an island whose
  // chunk failed stays HTML.
  await Promise.allSettled(hydrated);
  // What the islands showed before a language switch reloaded the page, then what was held since it loaded.
  restoreKeptInput();
  replayEarlyInput(islandHandles(`[${ISLAND_ATTRIBUTE}]`));
}

void hydrateIslands();
