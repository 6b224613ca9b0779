import { notifications } from '@mantine/notifications';
import { configure } from '@testing-library/react';
import { clearCookies } from 'remote-kit/testing';
import { afterEach, vi } from 'vitest';

// A page's first render in a file transforms and loads its modules: on CI's two loaded cores that
// has taken more than Testing Library's default second, with nothing wrong in the page.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  clearCookies();
  window.localStorage.clear();
});
