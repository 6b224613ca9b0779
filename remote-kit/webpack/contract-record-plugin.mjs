import path from 'node:path';
import { consumedModules, contractFingerprints } from '../contract/fingerprints.mjs';

const PLUGIN = 'ContractRecordPlugin';
/** What a build says of the contract it was built against, beside its manifest (deploy reads it). */
export const CONTRACT_FILE = 'contract.json';
const SHARED_CONTRACTS = path.join(import.meta.dirname, '..', '..', 'shared-contracts');

/**
 * A remote's record: the shell context and each module it exposes or loads of another remote, by
 * fingerprint (remote-kit/contract/fingerprints.mjs). `publish:remote` refuses a remote the live
 * shell or the remotes live cannot serve, and the browser does not load one.
 */
export function remoteContract(name, exposes, srcDir) {
  const { sharedContracts, modules, shell } = contractFingerprints(SHARED_CONTRACTS);
  const pick = (ids) => Object.fromEntries(ids.filter((id) => modules[id]).map((id) => [id, modules[id]]));
  return {
    sharedContracts,
    shell,
    exposes: pick(Object.keys(exposes).map((module) => `${name}/${module}`)),
    consumes: pick(consumedModules(srcDir)),
  };
}

/** The shell's record: the context it gives and every module as it calls them. */
export function shellContract() {
  const { sharedContracts, modules, shell } = contractFingerprints(SHARED_CONTRACTS);
  return { sharedContracts, shell, provides: modules };
}

/** Writes the record into the build (`contract.json`); the shell's is also compiled in (`process.env.SHELL_CONTRACT`). */
export class ContractRecordPlugin {
  /** @param {{ contract: object, define?: boolean }} options */
  constructor({ contract, define = false }) {
    this.contract = contract;
    this.define = define;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources, DefinePlugin } = compiler.webpack;
    if (this.define) {
      new DefinePlugin({ 'process.env.SHELL_CONTRACT': JSON.stringify(JSON.stringify(this.contract)) }).apply(
        compiler,
      );
    }
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            CONTRACT_FILE,
            new sources.RawSource(`${JSON.stringify(this.contract, null, 2)}\n`),
          );
        },
      );
    });
  }
}
