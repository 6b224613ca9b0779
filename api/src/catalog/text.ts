/** Lower case without diacritics: 'García' → 'garcia'. Search documents and queries both use it. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Words of a folded text (letters and digits), for search queries and documents. */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** 'São Paulo' → 'sao-paulo'. */
export function slugify(text: string): string {
  return words(text).join('-');
}
