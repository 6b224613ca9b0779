import { useEffect } from 'react';
import { EARLY_INPUT_KEY } from 'shared-contracts/page-render';

declare global {
  interface Window {
    [EARLY_INPUT_KEY]?: Element[] | undefined;
  }
}

/** What the page's inline script holds input for (EARLY_INPUT_SCRIPT). */
const CONTROLS = 'button, [role="button"], input[type="submit"], form';
const RETRY_MS = 50;
const GIVE_UP_MS = 10_000;

/**
 * Whether React handles an element: once it has hydrated one, it keeps the element's props on it.
 * React hydrates the root first and each Suspense boundary after it, so this is asked per element;
 * input played to a part not hydrated yet would be lost, and a form sent by the browser itself.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

function allHydrated(root: ParentNode): boolean {
  return [...root.querySelectorAll(CONTROLS)].every(isHydrated);
}

/** Stops holding input, and gives what was held (a page rendered anew in the browser ignores it). */
export function dropEarlyInput(): Element[] {
  const held = window[EARLY_INPUT_KEY] ?? [];
  window[EARLY_INPUT_KEY] = undefined;
  document.documentElement.style.removeProperty('cursor');
  return held;
}

/**
 * Once every control of the page is React's, plays again the clicks and submissions the page's
 * inline script held before (input made meanwhile is held too), and stops holding. A target the
 * render replaced is gone and skipped; one still not hydrated after 10 s is dropped, never sent.
 */
export function replayEarlyInput(root: ParentNode = document, startedAt = Date.now()): void {
  if (!allHydrated(root) && Date.now() - startedAt < GIVE_UP_MS) {
    setTimeout(() => replayEarlyInput(root, startedAt), RETRY_MS);
    return;
  }
  for (const target of dropEarlyInput()) {
    if (!target.isConnected || !isHydrated(target)) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }
}

/** Rendered in the hydrated tree: its effect runs once the root has hydrated. */
export function ReplayEarlyInput() {
  useEffect(() => replayEarlyInput(), []);
  return null;
}
