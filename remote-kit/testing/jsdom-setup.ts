// The kit's first vitest set-up file for component tests in jsdom: the layout APIs Mantine reads and
// jsdom lacks, and a clean document after each test.

import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { clearCookies } from './clean-document.ts';

if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};

// findBy… and waitFor give up after 1 s by default: too short for a screen that renders after a
// fake answer while another test file runs on the other core of a 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// Test files share a worker's jsdom and modules (remote-kit/vitest): what one file leaves behind
// (toasts, a stopped clock, spies, stubbed globals, cookies, storage) is undone before the next.
afterAll(() => {
  notifications.clean();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearCookies();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
