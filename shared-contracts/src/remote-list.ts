/**
 * Every remote of the product, by workspace folder: the one list that publishing, the registry,
 * the container images, the Kubernetes registry and the contracts derive from or are checked
 * against. `npm run new:remote -- <folder>` adds its line here.
 */
// biome-ignore format: one remote a line, so that adding one is a one-line change.
export const REMOTE_LIST = [
  'mf-discovery',
  'mf-payments',
  'mf-booking',
  'mf-meetings',
  'mf-expert-studio',
] as const;

export type RemoteFolder = (typeof REMOTE_LIST)[number];

/** `mf-expert-studio` → `mf_expert_studio`: the Module Federation container name of a folder. */
export type ContainerName<Folder extends string> = Folder extends `${infer Head}-${infer Tail}`
  ? `${Head}_${ContainerName<Tail>}`
  : Folder;

export function containerNameOf<Folder extends string>(folder: Folder): ContainerName<Folder> {
  return folder.replaceAll('-', '_') as ContainerName<Folder>;
}
