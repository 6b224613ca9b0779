import { type RefObject, useEffect, useRef } from 'react';

/** The first field or button of a step that can take the focus. */
const FIRST_CONTROL = 'input:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Moves the focus to the first control of the step shown, each time the step changes: the last
 * step's controls are gone, and the focus would fall back to the top of the page. The first step
 * shown keeps the page's focus, unless the wizard took over a page on which the visitor had just
 * pressed Continue (`tookOver`: the shell's step 1).
 */
export function useFocusOnNewStep(panel: RefObject<HTMLElement | null>, step: number, tookOver: boolean) {
  const shown = useRef<number | null>(tookOver ? null : step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    panel.current?.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
  }, [panel, step]);
}
