import { and, eq } from 'drizzle-orm';
import type { RateSlug } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import { expertRates, rates } from '../db/schema/index.ts';
import { platformFeeCents } from '../marketplace/rules.ts';

/** The expert's price of a rate (cents), its fee and length; undefined when the expert sells none. */
export async function findExpertRate(db: Database, expertId: number, slug: string) {
  const [row] = await db
    .select({
      rateId: rates.id,
      slug: rates.slug,
      name: rates.name,
      minutes: rates.durationMinutes,
      priceCents: expertRates.priceCents,
    })
    .from(expertRates)
    .innerJoin(rates, eq(rates.id, expertRates.rateId))
    .where(and(eq(expertRates.expertId, expertId), eq(rates.slug, slug)));
  if (!row) return undefined;
  return { ...row, slug: row.slug as RateSlug, feeCents: platformFeeCents(row.priceCents) };
}
