// The shell imports Mantine's styles once; the harness stands in for it when the remote runs alone.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { HarnessApp } from './HarnessApp.tsx';

const root = document.getElementById('root');
if (root) createRoot(root).render(<HarnessApp />);
