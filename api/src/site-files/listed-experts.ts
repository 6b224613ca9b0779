import { and, asc, count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { expertProfiles } from '../db/schema/index.ts';
import { searchConditions } from '../discovery/search.ts';

/** An expert whose page anyone may open and find: the experts a search with no filter lists. */
export interface ListedExpert {
  id: number;
  updatedAt: Date;
}

const listed = () => and(...searchConditions({}));

export async function countListedExperts(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(expertProfiles).where(listed());
  return row?.total ?? 0;
}

/** Listed experts by id, `limit` of them from `offset`: one statement on expert_profiles alone. */
export function listedExperts(db: Database, offset: number, limit: number): Promise<ListedExpert[]> {
  return db
    .select({ id: expertProfiles.userId, updatedAt: expertProfiles.updatedAt })
    .from(expertProfiles)
    .where(listed())
    .orderBy(asc(expertProfiles.userId))
    .offset(offset)
    .limit(limit);
}
