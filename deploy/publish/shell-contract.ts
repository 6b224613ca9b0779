import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseShellContract, type ShellContractRecord } from 'shared-contracts/remote-contract';

/**
 * The live shell's contract (its build's contract.json), read again when the file changes; none
 * when the shell's build wrote none or it cannot be read. The publish gate and the page servers
 * read it.
 */
export function shellContractOf(shellDist: string): () => Promise<ShellContractRecord | undefined> {
  const file = path.join(shellDist, 'contract.json');
  let kept: { mtimeMs: number; contract: ShellContractRecord | undefined } | undefined;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (kept?.mtimeMs !== mtimeMs) {
        kept = { mtimeMs, contract: parseShellContract(JSON.parse(await readFile(file, 'utf8'))) };
      }
      return kept.contract;
    } catch {
      return undefined;
    }
  };
}
