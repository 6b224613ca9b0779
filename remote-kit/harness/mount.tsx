// The shell imports Mantine's styles and the product's global sheet once; the harness stands in for it
// when a remote runs alone.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '../theme/global.css';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders a remote's harness page into the kit's `index.html`. */
export function mountHarness(page: ReactNode): void {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(page);
}
