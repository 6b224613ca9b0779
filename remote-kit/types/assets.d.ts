// What the kit's webpack and vitest configs let an app import besides code.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

declare module '*.css';
