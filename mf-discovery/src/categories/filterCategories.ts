import type { Category } from 'shared-contracts';

/** Case- and accent-insensitive match on the category name. */
export function filterCategories(categories: Category[], query: string | null): Category[] {
  const needle = normalize(query ?? '');
  if (!needle) return categories;
  return categories.filter((category) => normalize(category.name).includes(needle));
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
