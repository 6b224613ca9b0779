import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type RemoteManifest, unmetNeeds } from './remote-needs.ts';

/** A trimmed copy of a shared package: the names it has and how to load it. */
export interface TrimmedCopy {
  exports: readonly string[];
  /** Shared packages the package imports; loaded before it (see `beforeInit`). */
  needs: readonly string[];
  /**
   * The packages this copy's module serves together (React Router's and its DOM package's): the
   * copy is provided only when it serves every one of them, as theirs are too.
   */
  group?: readonly string[];
  load: () => Promise<unknown>;
}

export interface TrimmedSharedOptions {
  /** The shell's build's copies (remote-kit writes them: `trimmed-shared-copies`). */
  copies: Readonly<Record<string, TrimmedCopy>>;
  /** Every registered remote's manifest, or null when they could not be read. */
  manifests: () => Promise<RemoteManifest[] | null>;
  log?: (message: string) => void;
}

type Factory = () => unknown;
type Getter = () => Factory | Promise<Factory>;

/**
 * The shell provides each trimmable shared package (Mantine's core) as its trimmed copy when that
 * copy has every name that the shell and every registered remote use; otherwise, or when a remote's
 * manifest cannot be read, it provides the whole package as before. The choice is made once, before
 * the package first loads: a singleton cannot change copies later, so a remote that uses a component
 * the copy lacks makes the shell load the whole package for everyone.
 */
export function createTrimmedSharedPlugin(options: TrimmedSharedOptions): ModuleFederationRuntimePlugin {
  const log = options.log ?? ((message: string) => console.warn(message));
  const wrapped = new WeakSet<object>();

  async function trimmedServesAll(pkg: string, copy: TrimmedCopy): Promise<boolean> {
    const manifests = await options.manifests();
    if (!manifests) {
      log(`[shell] the remotes' manifests could not be read: ${pkg} loads whole`);
      return false;
    }
    let servesAll = true;
    for (const name of copy.group ?? [pkg]) {
      for (const { remote, missing } of unmetNeeds(manifests, name, copy.exports)) {
        const what = missing === 'all' ? 'all of it' : missing.join(', ');
        log(`[shell] ${remote} uses ${what} of ${name}, beyond the shell's trimmed copy: ${pkg} loads whole`);
        servesAll = false;
      }
    }
    return servesAll;
  }

  return {
    name: 'shell-trimmed-shared',
    beforeInit(args) {
      const { origin } = args;
      const shared = args.userOptions.shared ?? {};
      for (const [pkg, copy] of Object.entries(options.copies)) {
        const provided = shared[pkg];
        for (const entry of Array.isArray(provided) ? provided : provided ? [provided] : []) {
          if (!('get' in entry) || typeof entry.get !== 'function' || wrapped.has(entry)) continue;
          wrapped.add(entry);
          const whole = entry.get as Getter;
          const pick: Getter = async () => {
            const servesAll = await trimmedServesAll(pkg, copy);
            // Either copy may load while the shell starts, before its own imports of other shared
            // packages are in place; webpack then takes them as loaded, so they must be.
            await Promise.all(copy.needs.map((name) => origin.loadShare(name)));
            if (!servesAll) return whole();
            const module = await copy.load();
            return () => module;
          };
          Object.assign(entry, { get: pick });
        }
      }
      return args;
    },
  };
}
