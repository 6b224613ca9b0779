// The kit's first vitest set-up file for component tests in jsdom: the layout APIs Mantine reads and
// jsdom lacks, and a clean document after each test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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
