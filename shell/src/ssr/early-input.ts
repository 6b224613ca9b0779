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
/** How long input stays held while a part of the page has not hydrated. */
const HOLD_MS = 10_000;
/** How long what was held waits for its part to hydrate (a remote still loading) before it is dropped. */
const PLAY_WITHIN_MS = 60_000;

/**
 * Whether React handles an element: once it has hydrated one, it keeps the element's props on it.
 * React hydrates the root first and each Suspense boundary after it, so this is asked per element;
 * input played to a part not hydrated yet would be lost, and a form sent by the browser itself.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** Whether a control's click or submission can be played now: React handles it, or nothing will. */
type Handled = (element: Element) => boolean;

function allHydrated(root: ParentNode, handled: Handled): boolean {
  return [...root.querySelectorAll(CONTROLS)].every(handled);
}

/**
 * Tells React what was typed into a box before hydration. Hydrating a box held in state puts it
 * back to the state's value, and React calls onChange only for a text that differs from the last
 * one it recorded for the box: so the record is set apart first (through the element's own setter,
 * which React watches), then the typed text is put back past it (the prototype's setter).
 */
export function tellTyped(box: Element, text: string): void {
  if (!(box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement)) return;
  const prototype =
    box instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  box.value = text === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

function play(target: Element): void {
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLElement) target.click();
}

/**
 * Plays what was kept as its part of the page becomes React's: the typed text first, then the
 * clicks and submissions in their order (one whose part is still loading waits, and those after it
 * with it). A target the render replaced is gone and skipped; one still not hydrated after
 * PLAY_WITHIN_MS is dropped, never sent.
 */
function playWhenHydrated({ held, typed }: EarlyInput, startedAt: number, handled: Handled): void {
  for (const [box, text] of typed) {
    if (!box.isConnected) typed.delete(box);
    else if (handled(box)) {
      tellTyped(box, text);
      typed.delete(box);
    }
  }
  // The next task: what the typed text changed has rendered before a held submission reads it.
  setTimeout(() => {
    while (typed.size === 0 && held[0] && (!held[0].isConnected || handled(held[0]))) {
      const target = held.shift();
      if (target?.isConnected) play(target);
    }
    const waiting = typed.size > 0 || held.length > 0;
    if (waiting && Date.now() - startedAt < PLAY_WITHIN_MS) {
      setTimeout(() => playWhenHydrated({ held, typed }, startedAt, handled), RETRY_MS);
    }
  });
}

/** Stops holding input, and gives what was kept (a page rendered anew in the browser ignores it). */
export function dropEarlyInput(): EarlyInput {
  const early = window[EARLY_INPUT_KEY] ?? { held: [], typed: new Map() };
  window[EARLY_INPUT_KEY] = undefined;
  document.documentElement.style.removeProperty('cursor');
  return early;
}

/**
 * Holds input until every control of the page is React's (input made meanwhile is held too), or
 * for HOLD_MS at most, then stops holding and plays what was held.
 */
export function replayEarlyInput(handled: Handled = isHydrated, startedAt = Date.now()): void {
  if (!allHydrated(document, handled) && Date.now() - startedAt < HOLD_MS) {
    setTimeout(() => replayEarlyInput(handled, startedAt), RETRY_MS);
    return;
  }
  playWhenHydrated(dropEarlyInput(), startedAt, handled);
}

/**
 * On an islands page: a control inside an island is played once its island has hydrated; one
 * outside any is the server's HTML for good, and its form is sent by the browser itself.
 */
export function islandHandles(islandSelector: string): Handled {
  return (element) => element.closest(islandSelector) === null || isHydrated(element);
}

/** Rendered in the hydrated tree: its effect runs once the root has hydrated. */
export function ReplayEarlyInput() {
  useEffect(() => replayEarlyInput(), []);
  return null;
}
