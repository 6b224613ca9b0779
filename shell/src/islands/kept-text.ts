/** Where an islands page keeps its boxes' text across the reload a language switch is. */
const KEY = 'islands:kept-text';

interface KeptText {
  path: string;
  /** Box id → its text. */
  boxes: Record<string, string>;
}

/**
 * Keeps what was typed in the page's islands (a login's email; never a password) for the page
 * rendered again in another language.
 */
export function keepTypedText(islandSelector: string): void {
  const boxes: Record<string, string> = {};
  for (const box of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    // A password shown in clear is a text box: its autocomplete still names it.
    `${islandSelector} input[id]:not([type=password]):not([autocomplete$=password]):not([type=hidden]):not([type=radio]):not([type=checkbox]), ${islandSelector} textarea[id]`,
  )) {
    if (box.value !== '') boxes[box.id] = box.value;
  }
  try {
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({ path: window.location.pathname, boxes } satisfies KeptText),
    );
  } catch {
    // private mode: the switch still works, the text is typed again
  }
}

/** What was kept for this page, once: the boxes that still exist, with their text. */
export function takeKeptText(): [HTMLElement, string][] {
  let kept: KeptText | null = null;
  try {
    kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as KeptText | null;
    window.sessionStorage.removeItem(KEY);
  } catch {
    return [];
  }
  if (!kept || kept.path !== window.location.pathname) return [];
  return Object.entries(kept.boxes).flatMap(([id, text]) => {
    const box = document.getElementById(id);
    return box && typeof text === 'string' ? [[box, text] as [HTMLElement, string]] : [];
  });
}
