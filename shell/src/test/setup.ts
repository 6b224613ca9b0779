import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  window.localStorage.clear();
});
