import { remoteEntryFile } from 'shared-contracts/remote-discovery';

/** The files a remote's exposed module needs in the browser, by URL. */
export interface ModuleAssets {
  styles: string[];
  scripts: string[];
}

interface ManifestExpose {
  path?: unknown;
  assets?: { css?: { sync?: unknown; async?: unknown }; js?: { sync?: unknown } };
}

interface Manifest {
  exposes?: ManifestExpose[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The styles (all of the module's: the server rendered its lazy parts too) and the scripts (its
 * remote's entry and the module's first chunks) of exposed modules, from the remote's
 * mf-manifest.json. A published version never changes, so each manifest is read once.
 */
export function createRemoteAssets(read: (url: string) => Promise<unknown>) {
  const manifests = new Map<string, Promise<Manifest>>();

  function manifestOf(url: string): Promise<Manifest> {
    let manifest = manifests.get(url);
    if (!manifest) {
      manifest = read(url).then((body) => (body && typeof body === 'object' ? (body as Manifest) : {}));
      manifest.catch(() => manifests.delete(url));
      manifests.set(url, manifest);
    }
    return manifest;
  }

  /** `manifestUrl` as the registry gives it; `read` resolves it on the server's side. */
  return async function assetsOf(manifestUrl: string, modules: string[]): Promise<ModuleAssets> {
    const manifest = await manifestOf(manifestUrl);
    // A registry of site paths (`/mf/…`) gives site paths; one of a CDN's URLs gives its URLs.
    const absolute = URL.canParse(manifestUrl);
    const at = (file: string) => {
      const url = new URL(file, new URL(manifestUrl, 'http://site.invalid'));
      return absolute ? url.href : `${url.pathname}${url.search}`;
    };
    const entry = remoteEntryFile(manifest);
    const styles = new Set<string>();
    const scripts = new Set<string>();
    if (entry) scripts.add(at(entry));
    for (const expose of manifest.exposes ?? []) {
      if (!modules.includes(String(expose.path))) continue;
      for (const file of [...strings(expose.assets?.css?.sync), ...strings(expose.assets?.css?.async)]) {
        styles.add(at(file));
      }
      for (const file of strings(expose.assets?.js?.sync)) scripts.add(at(file));
    }
    return { styles: [...styles], scripts: [...scripts] };
  };
}
