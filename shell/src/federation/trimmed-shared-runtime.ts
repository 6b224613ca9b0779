import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { TRIMMED_COPIES } from 'trimmed-shared-copies';
import { remoteNeeds } from './shell-remote-needs.ts';
import { createTrimmedSharedPlugin } from './trimmed-shared-plugin.ts';

/** The runtime plugin the shell's build names: its trimmed copies, chosen against the remotes' needs. */
export default function shellTrimmedSharedPlugin(): ModuleFederationRuntimePlugin {
  return createTrimmedSharedPlugin({ copies: TRIMMED_COPIES, manifests: () => remoteNeeds.manifests() });
}
