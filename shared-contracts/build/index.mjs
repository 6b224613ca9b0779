export { sharedConfig } from './shared-config.mjs';
export { createAppConfig } from './webpack-app.mjs';
