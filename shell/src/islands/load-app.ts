import type { Root } from 'react-dom/client';
import { APP_TAKEOVER_SCRIPTS_ID } from 'shared-contracts/page-render';
import { offerAppTakeover } from '../ssr/app-takeover.ts';

const roots: Root[] = [];
/** Scripts already in the document: a second try adds only those that failed. */
const added = new Map<string, Promise<void>>();

/** An island's root, unmounted when the app takes the page over. */
export function keepIslandRoot(root: Root): void {
  roots.push(root);
}

function addScript(from: Element): Promise<void> {
  const src = from.getAttribute('src') ?? '';
  const known = added.get(src);
  if (known) return known;
  const script = document.createElement('script');
  for (const { name, value } of from.attributes) script.setAttribute(name, value);
  // In the order the page lists them, as the app's own page runs them.
  script.async = false;
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      added.delete(src);
      script.remove();
      reject(new Error(`the app's script ${src} did not load`));
    });
  });
  added.set(src, loaded);
  document.head.append(script);
  return loaded;
}

/**
 * Hands the page over to the app: loads the app's scripts the server listed for it, and lets the
 * app release the islands once it has rendered. Rejects when a script cannot load (the island
 * stays, and can try again).
 */
export async function loadAppOverIslands(): Promise<void> {
  const template = document.getElementById(APP_TAKEOVER_SCRIPTS_ID);
  if (!(template instanceof HTMLTemplateElement)) throw new Error('this page lists no app scripts');
  offerAppTakeover({
    release() {
      for (const root of roots.splice(0)) root.unmount();
    },
  });
  const scripts = [...template.content.querySelectorAll('script[src]')];
  await Promise.all(scripts.map(addScript));
}
