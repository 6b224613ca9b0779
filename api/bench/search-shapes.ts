/**
 * The shapes of expert search the bench sends, each with the queries of its kind that the seeded
 * data answers: the search scenario sends them in turn, and each shape is explained on its own.
 */
import { CATEGORIES } from '../src/catalog/data/categories.ts';
import { words } from '../src/catalog/text.ts';
import { EXPERTISE } from '../src/seed/expertise.ts';
import { PEOPLE } from '../src/seed/people.ts';

export interface SearchShape {
  name: string;
  /** Query strings of this shape (`s=psychologist&c=psychology`). */
  queries: string[];
}

/** The words of a category's seeded profiles: roles, pitches, subcategory names in both languages. */
function categoryWords(slug: string): Set<string> {
  const category = CATEGORIES.find((entry) => entry.slug === slug);
  const expertise = EXPERTISE[slug];
  const texts = [
    ...(expertise?.roles ?? []),
    ...(expertise?.pitches ?? []),
    ...(category?.subcategories.flatMap((sub) => [sub.en, sub.es]) ?? []),
  ];
  return new Set(texts.flatMap((text) => words(text)));
}

/** A fixed shuffle, so consecutive requests of a shape differ. */
function shuffled<T>(items: T[]): T[] {
  return items
    .map((item, index) => ({ item, key: (index * 2_654_435_761) % 4_294_967_296 }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.item);
}

const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export function searchShapes(): SearchShape[] {
  const names = new Set(PEOPLE.flatMap((pool) => [...pool.firstNames, ...pool.lastNames]).flatMap(words));
  const slugs = CATEGORIES.map((category) => category.slug).filter((slug) => EXPERTISE[slug]);
  /** Per category, the words of its roles and subcategories (4 letters or more, no person's name). */
  const own = new Map(
    slugs.map((slug) => {
      const category = CATEGORIES.find((entry) => entry.slug === slug);
      const texts = [
        ...(EXPERTISE[slug]?.roles ?? []),
        ...(category?.subcategories.map((sub) => sub.en) ?? []),
      ];
      return [
        slug,
        [...new Set(texts.flatMap(words))].filter((word) => word.length >= 4 && !names.has(word)),
      ];
    }),
  );
  const inCategory = slugs.flatMap((slug) => (own.get(slug) ?? []).map((word) => ({ word, slug })));
  const firstNames = [...new Set(PEOPLE.flatMap((pool) => pool.firstNames.flatMap(words)))];
  // A word of one category with another category none of whose profiles has it.
  const neverMeet = inCategory.flatMap(({ word, slug }) => {
    const other = slugs[(slugs.indexOf(slug) + 1) % slugs.length] as string;
    return categoryWords(other).has(word) ? [] : [query({ s: word, c: other })];
  });
  return [
    {
      name: 'a word',
      queries: shuffled([...inCategory.map(({ word }) => word), ...firstNames]).map((s) => query({ s })),
    },
    { name: 'a prefix', queries: shuffled(inCategory.map(({ word }) => query({ s: word.slice(0, 4) }))) },
    { name: 'a category', queries: slugs.map((c) => query({ c })) },
    {
      name: 'a word in its category',
      queries: shuffled(inCategory.map(({ word, slug }) => query({ s: word, c: slug }))),
    },
    { name: 'word, category never met', queries: shuffled(neverMeet) },
    { name: 'rating ≥ 4', queries: slugs.map((c) => query({ c, rating: '4' })) },
    // A category first: it is the one explained, and 15 of the shape's 16 queries are one.
    { name: 'sort by role', queries: [...slugs.map((c) => query({ c, sort: 'role' })), 'sort=role'] },
    {
      name: 'page 50',
      queries: ['created_at', 'role', 'rating', 'price'].map((sort) => query({ sort, page: '50' })),
    },
  ];
}
