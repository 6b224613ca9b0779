export { buildApp } from './app.ts';
export { type ApiConfig, loadConfig } from './config.ts';
export { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
