import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Locale } from 'shared-contracts';
import type { Database } from '../db/client.ts';
import {
  categories,
  expertCategories,
  expertLanguages,
  expertProfiles,
  expertSubcategories,
  languages,
  subcategories,
} from '../db/schema/index.ts';
import { fieldError } from '../http/errors.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'delete' | 'update'>;

/** The expertise lists of a save; a list left undefined is kept as it is. */
export interface ExpertiseLists {
  languages?: number[];
  categories?: number[];
  subcategories?: number[];
}

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * Checks the ids against the catalogue before anything is written: unknown languages or
 * categories are a 422 on their field, and every subcategory must belong to a chosen category
 * (the categories sent, or the expert's current ones when none are sent).
 */
export async function checkExpertise(
  db: Executor,
  expertId: number | null,
  lists: ExpertiseLists,
  locale: Locale,
): Promise<void> {
  if (lists.languages) {
    const ids = unique(lists.languages);
    const known = await db.select({ id: languages.id }).from(languages).where(inArray(languages.id, ids));
    if (known.length !== ids.length) throw fieldError('languages', 'invalidValue', locale);
  }
  if (lists.categories) {
    const ids = unique(lists.categories);
    const known = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
    if (known.length !== ids.length) throw fieldError('categories', 'invalidValue', locale);
  }
  if (lists.subcategories && lists.subcategories.length > 0) {
    const ids = unique(lists.subcategories);
    let chosen = lists.categories ? unique(lists.categories) : [];
    if (!lists.categories && expertId !== null) {
      const rows = await db
        .select({ id: expertCategories.categoryId })
        .from(expertCategories)
        .where(eq(expertCategories.expertId, expertId));
      chosen = rows.map((row) => row.id);
    }
    const rows = await db
      .select({ id: subcategories.id, categoryId: subcategories.categoryId })
      .from(subcategories)
      .where(inArray(subcategories.id, ids));
    if (rows.length !== ids.length) throw fieldError('subcategories', 'invalidValue', locale);
    if (rows.some((row) => !chosen.includes(row.categoryId))) {
      throw fieldError('subcategories', 'subcategoryOutsideCategories', locale);
    }
  }
}

/**
 * Replaces the lists that were sent. New categories without new subcategories drop the
 * subcategories of categories no longer chosen. The caller refreshes the search document.
 */
export async function saveExpertise(tx: Executor, expertId: number, lists: ExpertiseLists): Promise<void> {
  if (lists.languages) {
    await tx.delete(expertLanguages).where(eq(expertLanguages.expertId, expertId));
    const ids = unique(lists.languages);
    if (ids.length)
      await tx.insert(expertLanguages).values(ids.map((languageId) => ({ expertId, languageId })));
  }
  if (lists.categories) {
    await tx.delete(expertCategories).where(eq(expertCategories.expertId, expertId));
    const ids = unique(lists.categories);
    if (ids.length)
      await tx.insert(expertCategories).values(ids.map((categoryId) => ({ expertId, categoryId })));
    if (!lists.subcategories) {
      const outside = tx
        .select({ id: subcategories.id })
        .from(subcategories)
        .where(notInArray(subcategories.categoryId, ids.length ? ids : [0]));
      await tx
        .delete(expertSubcategories)
        .where(
          and(
            eq(expertSubcategories.expertId, expertId),
            inArray(expertSubcategories.subcategoryId, outside),
          ),
        );
    }
  }
  if (lists.subcategories) {
    await tx.delete(expertSubcategories).where(eq(expertSubcategories.expertId, expertId));
    const ids = unique(lists.subcategories);
    if (ids.length) {
      await tx.insert(expertSubcategories).values(ids.map((subcategoryId) => ({ expertId, subcategoryId })));
    }
  }
}

/**
 * The expert profile row of an expert account, created empty when missing (an account flagged as
 * an expert before its first profile save), so the expert's own rows always have their parent.
 */
export async function ensureExpertProfile(db: Executor, userId: number): Promise<void> {
  await db.insert(expertProfiles).values({ userId }).onConflictDoNothing({ target: expertProfiles.userId });
}

/** The expert's chosen languages, categories and subcategories, as ids (their own profile's form). */
export async function expertiseIdsOf(db: Executor, expertId: number) {
  const [languageRows, categoryRows, subcategoryRows] = await Promise.all([
    db
      .select({ id: expertLanguages.languageId })
      .from(expertLanguages)
      .where(eq(expertLanguages.expertId, expertId)),
    db
      .select({ id: expertCategories.categoryId })
      .from(expertCategories)
      .where(eq(expertCategories.expertId, expertId)),
    db
      .select({ id: expertSubcategories.subcategoryId })
      .from(expertSubcategories)
      .where(eq(expertSubcategories.expertId, expertId)),
  ]);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
  return { languages: ids(languageRows), categories: ids(categoryRows), subcategories: ids(subcategoryRows) };
}
