import { REVALIDATE_FORM_EVENT } from 'shared-contracts/page-render';
import { tellTyped } from '../ssr/early-input.ts';

/** Where an islands page keeps what its boxes showed across the reload a language switch is. */
const KEY = 'islands:kept-text';

interface KeptInput {
  path: string;
  /** Box id → its text. */
  boxes: Record<string, string>;
  /** Checkbox id → whether it was checked. */
  checks?: Record<string, boolean>;
  /** The ids of the boxes that showed an error. */
  invalid?: string[];
}

/**
 * Text boxes, by id: never a password (one shown in clear is a text box: its autocomplete still
 * names it), nor a picker's box (its text is an option's label, not what was chosen).
 */
const TEXT_BOXES =
  'input[id]:not([type=password]):not([autocomplete$=password]):not([type=hidden]):not([type=radio]):not([type=checkbox]):not([aria-haspopup]), textarea[id]';

const within = (islandSelector: string, selector: string) =>
  selector
    .split(',')
    .map((one) => `${islandSelector} ${one.trim()}`)
    .join(', ');

/**
 * Keeps what the page's islands show (a form's typed text and checkboxes, never a password, and
 * which boxes showed an error) for the page rendered again in another language.
 */
export function keepIslandInput(islandSelector: string): void {
  const boxes: Record<string, string> = {};
  for (const box of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    within(islandSelector, TEXT_BOXES),
  )) {
    if (box.value !== '') boxes[box.id] = box.value;
  }
  const checks: Record<string, boolean> = {};
  for (const box of document.querySelectorAll<HTMLInputElement>(
    within(islandSelector, 'input[type=checkbox][id]'),
  )) {
    checks[box.id] = box.checked;
  }
  const invalid = [...document.querySelectorAll(within(islandSelector, '[id][aria-invalid=true]'))].map(
    (box) => box.id,
  );
  try {
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({ path: window.location.pathname, boxes, checks, invalid } satisfies KeptInput),
    );
  } catch {
    // private mode: the switch still works, the text is typed again
  }
}

/** What was kept for this page, once. */
function takeKept(): KeptInput | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as KeptInput | null;
    window.sessionStorage.removeItem(KEY);
    return kept && kept.path === window.location.pathname ? kept : null;
  } catch {
    return null;
  }
}

/**
 * Gives the boxes that still exist what was kept for this page, as if typed and clicked again
 * (their forms' state follows), then asks each form that showed errors to validate again.
 */
export function restoreKeptInput(): void {
  const kept = takeKept();
  if (!kept) return;
  for (const [id, text] of Object.entries(kept.boxes)) {
    const box = document.getElementById(id);
    if (box && typeof text === 'string') tellTyped(box, text);
  }
  for (const [id, checked] of Object.entries(kept.checks ?? {})) {
    const box = document.getElementById(id);
    if (box instanceof HTMLInputElement && box.type === 'checkbox' && box.checked !== checked) box.click();
  }
  const forms = new Set((kept.invalid ?? []).map((id) => document.getElementById(id)?.closest('form')));
  for (const form of forms) form?.dispatchEvent(new Event(REVALIDATE_FORM_EVENT, { bubbles: true }));
}
