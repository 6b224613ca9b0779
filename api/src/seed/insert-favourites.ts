import type { Transaction } from '../db/client.ts';
import { favourites } from '../db/schema/index.ts';
import { DEMO_FAVOURITES } from './demo-profiles.ts';
import type { ExpertSeed } from './expert-seed.ts';

/** The experts each demo customer has saved (DEMO_FAVOURITES). */
export async function insertFavourites(
  tx: Transaction,
  demoExpertEmail: string,
  generated: readonly ExpertSeed[],
  idOf: (email: string) => number | undefined,
): Promise<void> {
  const rows = Object.entries(DEMO_FAVOURITES).flatMap(([email, chosen]) => {
    const customerId = idOf(email);
    if (customerId === undefined) return [];
    const experts = [
      ...(chosen.demoExpert ? [demoExpertEmail] : []),
      ...chosen.generated.map((index) => generated[index]?.email),
    ];
    return experts.flatMap((expertEmail) => {
      const expertId = expertEmail ? idOf(expertEmail) : undefined;
      return expertId === undefined ? [] : [{ customerId, expertId }];
    });
  });
  if (rows.length > 0) await tx.insert(favourites).values(rows);
}
