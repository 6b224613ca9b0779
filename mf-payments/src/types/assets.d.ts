declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

// Global sheets: only the harness imports them, standing in for the shell.
declare module '@mantine/core/styles.css';
declare module '@mantine/notifications/styles.css';
