import { createRemoteNeeds } from './remote-needs.ts';

/** The shell's one reader of the remotes' manifests, shared by its federation runtime plugins. */
export const remoteNeeds = createRemoteNeeds();
