import { eq, inArray } from 'drizzle-orm';
import { words } from '../catalog/text.ts';
import type { Database } from '../db/client.ts';
import { expertProfiles, expertSubcategories, subcategories, users } from '../db/schema/index.ts';

export interface SearchSources {
  firstName: string;
  lastName: string;
  role: string;
  aboutMe: string;
  /** Subcategory names in every interface language. */
  subcategoryNames: string[];
}

/** The folded words search matches against: 'María' is found by 'maria' and 'MARÍA'. */
export function searchDocument(sources: SearchSources): string {
  const text = [
    sources.firstName,
    sources.lastName,
    sources.role,
    sources.aboutMe,
    ...sources.subcategoryNames,
  ];
  return [...new Set(words(text.join(' ')))].join(' ');
}

/**
 * Rebuilds the search document of the given experts from their current names, role, about text
 * and subcategories. Call it after changing any of these (the expert's own profile, the user's
 * names, the expert's subcategories).
 */
export async function refreshExpertSearch(db: Database, expertIds: number[]): Promise<void> {
  if (expertIds.length === 0) return;
  const profiles = await db
    .select({
      id: expertProfiles.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      role: expertProfiles.role,
      aboutMe: expertProfiles.aboutMe,
    })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .where(inArray(expertProfiles.userId, expertIds));
  const names = await db
    .select({ expertId: expertSubcategories.expertId, en: subcategories.nameEn, es: subcategories.nameEs })
    .from(expertSubcategories)
    .innerJoin(subcategories, eq(subcategories.id, expertSubcategories.subcategoryId))
    .where(inArray(expertSubcategories.expertId, expertIds));
  for (const profile of profiles) {
    const subcategoryNames = names
      .filter((row) => row.expertId === profile.id)
      .flatMap((row) => [row.en, row.es]);
    await db
      .update(expertProfiles)
      .set({ searchDocument: searchDocument({ ...profile, subcategoryNames }) })
      .where(eq(expertProfiles.userId, profile.id));
  }
}
