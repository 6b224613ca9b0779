import { useEffect } from 'react';
import { EARLY_INPUT_KEY, EARLY_INPUT_TARGETS } from 'shared-contracts/page-render';

/** What the page's inline script kept before hydration (EARLY_INPUT_SCRIPT). */
interface EarlyInput {
  /** Controls clicked and forms sent, in order. */
  held: Element[];
  /** Boxes typed into, with their last text. */
  typed: Map<Element, string>;
}

declare global {
  interface Window {
    [EARLY_INPUT_KEY]?: EarlyInput | undefined;
  }
}

/** What the page's inline script holds input for (EARLY_INPUT_SCRIPT). */
const CONTROLS = `${EARLY_INPUT_TARGETS},form`;
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

/**
 * Tells React what was typed before hydration. Hydrating a box held in state puts it back to the
 * state's value, and React calls onChange only for a text that differs from the last one it
 * recorded for the box: so the record is set apart first (through the element's own setter,
 * which React watches), then the typed text is put back past it (the prototype's setter).
 */
function tellTyped(typed: Map<Element, string>): void {
  for (const [box, text] of typed) {
    const isBox = box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement;
    if (!isBox || !box.isConnected || !isHydrated(box)) continue;
    const prototype =
      box instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    box.value = text === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(box, text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Stops holding input, and gives what was kept (a page rendered anew in the browser ignores it). */
export function dropEarlyInput(): EarlyInput {
  const early = window[EARLY_INPUT_KEY] ?? { held: [], typed: new Map() };
  window[EARLY_INPUT_KEY] = undefined;
  document.documentElement.style.removeProperty('cursor');
  return early;
}

/**
 * Once every control of the page is React's, tells it what was typed and plays again the clicks
 * and submissions the page's inline script held before (input made meanwhile is held too), and
 * stops holding. A target the
 * render replaced is gone and skipped; one still not hydrated after 10 s is dropped, never sent.
 */
function replayEarlyInput(root: ParentNode = document, startedAt = Date.now()): void {
  if (!allHydrated(root) && Date.now() - startedAt < GIVE_UP_MS) {
    setTimeout(() => replayEarlyInput(root, startedAt), RETRY_MS);
    return;
  }
  const { held, typed } = dropEarlyInput();
  tellTyped(typed);
  // The next task: what the typed text changed has rendered before a held submission reads it.
  setTimeout(() => {
    for (const target of held) {
      if (!target.isConnected || !isHydrated(target)) continue;
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
    }
  });
}

/** Rendered in the hydrated tree: its effect runs once the root has hydrated. */
export function ReplayEarlyInput() {
  useEffect(() => replayEarlyInput(), []);
  return null;
}
