export { sharedConfig } from './shared-config.mjs';
export { linguiVitest } from './vitest-lingui.mjs';
export { createAppConfig } from './webpack-app.mjs';
