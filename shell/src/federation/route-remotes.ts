import type { ExposedModule, RemoteName } from 'shared-contracts';

export interface RemoteTarget<R extends RemoteName = RemoteName> {
  remote: R;
  modules: ExposedModule<R>[];
}

/** Which remote module a shell path renders, so links to it can preload it on intent. */
const ROUTE_REMOTES: { pattern: RegExp; target: RemoteTarget }[] = [
  {
    pattern: /^\/(customer\/app\/)?experts\/?$/,
    target: { remote: 'mf_discovery', modules: ['./CategorySearch'] },
  },
  {
    pattern: /^\/(customer\/app\/)?experts\/search\/?$/,
    target: { remote: 'mf_discovery', modules: ['./ExpertSearch'] },
  },
  {
    pattern: /^\/(customer\/app\/)?experts\/\d+\/?$/,
    target: { remote: 'mf_discovery', modules: ['./ExpertProfile'] },
  },
];

export function remoteTargetOf(path: string): RemoteTarget | null {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return ROUTE_REMOTES.find(({ pattern }) => pattern.test(pathname))?.target ?? null;
}
