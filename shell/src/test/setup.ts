import { notifications } from '@mantine/notifications';
import { clearCookies } from 'remote-kit/testing';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  clearCookies();
  window.localStorage.clear();
});
