export { CONTRACT_FILE, shellContract } from './contract-record-plugin.mjs';
export { createAppConfig } from './create-app-config.mjs';
export { createIslandsConfig, ISLANDS_FOLDER, ISLANDS_SCRIPTS_FILE } from './create-islands-config.mjs';
export { containerNameOf, createRemoteConfig } from './create-remote-config.mjs';
export { createServerConfig, SERVER_FOLDER } from './create-server-config.mjs';
export { sharedConfig } from './shared-config.mjs';
