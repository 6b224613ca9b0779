import path from 'node:path';
import { parseShellContract, type ShellContractRecord } from 'shared-contracts/remote-contract';
import { cachedText } from './page-head.ts';

/**
 * The live shell's contract (its build's contract.json), read again when the file changes; none
 * when the shell's build wrote none or it cannot be read.
 */
export function shellContractOf(shellDist: string): () => Promise<ShellContractRecord | undefined> {
  const text = cachedText(path.join(shellDist, 'contract.json'));
  return async () => {
    try {
      return parseShellContract(JSON.parse(await text()));
    } catch {
      return undefined;
    }
  };
}
