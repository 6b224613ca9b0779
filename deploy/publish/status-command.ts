import { parseArgs } from 'node:util';
import { clientEventApi, type RouteAnswer } from 'shared-contracts';
import { resolveDataDir } from '../paths.ts';
import { exitWith } from './command-line.ts';
import { readRegistry } from './registry.ts';
import { type FailureCount, releaseStatus } from './release-status.ts';

/**
 * `npm run release:status -w deploy [-- --api <origin>]`: every remote's versions live, their
 * traffic, and the fallbacks browsers reported per version, read from the api on this machine
 * (GET /api/v1/client-events/failures answers local callers only; default http://127.0.0.1:$PORT,
 * 8080 as `npm start`).
 */
const { values } = (() => {
  try {
    return parseArgs({ options: { api: { type: 'string' } } });
  } catch (error) {
    return exitWith(
      `${(error as Error).message}\nUsage: npm run release:status -w deploy [-- --api <origin>]`,
    );
  }
})();
const api = values.api ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

async function reportedFailures(): Promise<FailureCount[] | null> {
  try {
    const response = await fetch(new URL(`/api/v1/${clientEventApi.failures.path}`, api));
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const answer = (await response.json()) as RouteAnswer<typeof clientEventApi.failures>;
    return answer.data.failures;
  } catch (error) {
    console.error(
      `The api at ${api} could not be asked for the failures reported: ${(error as Error).message}`,
    );
    return null;
  }
}

const dataDir = resolveDataDir(process.env);
console.log(releaseStatus(await readRegistry(dataDir), await reportedFailures()));
